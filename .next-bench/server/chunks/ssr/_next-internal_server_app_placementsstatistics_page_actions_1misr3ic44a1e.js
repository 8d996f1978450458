module.exports=[29009,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_placementsstatistics_page_actions_1misr3ic44a1e.js.map