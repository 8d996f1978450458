module.exports=[37562,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_datascience_page_actions_1de2gxdm7zgnu.js.map