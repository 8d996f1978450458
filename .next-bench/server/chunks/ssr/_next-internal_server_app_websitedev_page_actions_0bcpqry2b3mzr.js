module.exports=[38599,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_websitedev_page_actions_0bcpqry2b3mzr.js.map