module.exports=[10217,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_logo_page_actions_0n3r88cukyic7.js.map