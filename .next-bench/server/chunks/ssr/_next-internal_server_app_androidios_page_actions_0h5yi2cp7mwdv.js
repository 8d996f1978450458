module.exports=[68329,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_androidios_page_actions_0h5yi2cp7mwdv.js.map