module.exports=[35491,(e,o,d)=>{}];

//# sourceMappingURL=1oeh_server_app_pythonfullstack_opengraph-image_route_actions_1eimsiiq91_dv.js.map