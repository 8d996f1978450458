module.exports=[26439,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_CoursesMain_page_actions_1smh0-99y-kax.js.map