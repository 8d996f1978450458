module.exports=[26714,(e,o,d)=>{}];

//# sourceMappingURL=1oeh_server_app_datascience_opengraph-image_route_actions_1_27h6mki7o0x.js.map