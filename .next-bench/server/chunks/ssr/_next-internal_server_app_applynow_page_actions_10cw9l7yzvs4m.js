module.exports=[28938,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_applynow_page_actions_10cw9l7yzvs4m.js.map