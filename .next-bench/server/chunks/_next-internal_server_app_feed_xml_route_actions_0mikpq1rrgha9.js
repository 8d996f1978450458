module.exports=[91821,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_feed_xml_route_actions_0mikpq1rrgha9.js.map