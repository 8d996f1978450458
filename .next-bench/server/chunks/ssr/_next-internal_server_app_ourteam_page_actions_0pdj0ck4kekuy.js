module.exports=[68743,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_ourteam_page_actions_0pdj0ck4kekuy.js.map