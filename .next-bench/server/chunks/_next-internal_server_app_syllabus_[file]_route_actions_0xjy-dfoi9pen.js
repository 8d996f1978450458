module.exports=[93899,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_syllabus_%5Bfile%5D_route_actions_0xjy-dfoi9pen.js.map