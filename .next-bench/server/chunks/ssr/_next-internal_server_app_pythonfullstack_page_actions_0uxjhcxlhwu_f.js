module.exports=[43043,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_pythonfullstack_page_actions_0uxjhcxlhwu_f.js.map