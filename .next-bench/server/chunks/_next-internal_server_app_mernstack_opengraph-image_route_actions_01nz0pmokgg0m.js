module.exports=[10828,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_mernstack_opengraph-image_route_actions_01nz0pmokgg0m.js.map