module.exports=[9338,(e,o,d)=>{}];

//# sourceMappingURL=1oeh_server_app_dataanalyst_opengraph-image_route_actions_1du1vge1b95v3.js.map