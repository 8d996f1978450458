module.exports=[62154,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_bench-reference_page_actions_1zrckdwn7faan.js.map