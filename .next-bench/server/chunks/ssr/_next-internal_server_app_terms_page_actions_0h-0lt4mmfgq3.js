module.exports=[83266,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_terms_page_actions_0h-0lt4mmfgq3.js.map