module.exports=[69588,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_web_page_actions_08rhsd2th1z2n.js.map