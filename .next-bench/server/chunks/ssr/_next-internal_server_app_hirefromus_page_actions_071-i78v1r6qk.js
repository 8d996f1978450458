module.exports=[91393,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_hirefromus_page_actions_071-i78v1r6qk.js.map