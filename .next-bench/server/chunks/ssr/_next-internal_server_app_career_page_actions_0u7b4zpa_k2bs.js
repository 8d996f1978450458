module.exports=[1618,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_career_page_actions_0u7b4zpa_k2bs.js.map