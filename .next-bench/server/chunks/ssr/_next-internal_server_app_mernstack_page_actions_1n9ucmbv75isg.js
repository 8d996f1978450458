module.exports=[9573,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_mernstack_page_actions_1n9ucmbv75isg.js.map