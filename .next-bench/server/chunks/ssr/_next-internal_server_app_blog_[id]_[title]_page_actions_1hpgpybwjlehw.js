module.exports=[86283,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_blog_%5Bid%5D_%5Btitle%5D_page_actions_1hpgpybwjlehw.js.map