module.exports=[24546,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_contactus_page_actions_1gz__yxjevwv6.js.map