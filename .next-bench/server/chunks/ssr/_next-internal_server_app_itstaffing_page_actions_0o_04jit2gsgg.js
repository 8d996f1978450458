module.exports=[83566,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_itstaffing_page_actions_0o_04jit2gsgg.js.map