module.exports=[73500,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_logodesign_page_actions_0-m-ehg2_5oxc.js.map