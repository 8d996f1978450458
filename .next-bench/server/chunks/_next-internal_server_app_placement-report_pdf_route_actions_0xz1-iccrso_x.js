module.exports=[1803,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_placement-report_pdf_route_actions_0xz1-iccrso_x.js.map