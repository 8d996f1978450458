module.exports=[83375,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_privacy_page_actions_0_hxzrkksgwdo.js.map