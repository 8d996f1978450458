module.exports=[71672,(e,o,d)=>{}];

//# sourceMappingURL=1oeh_server_app_blog_%5Bid%5D_%5Btitle%5D_opengraph-image_route_actions_1o58jxg_h572i.js.map