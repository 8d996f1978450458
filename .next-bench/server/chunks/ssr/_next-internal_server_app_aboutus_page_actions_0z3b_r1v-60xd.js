module.exports=[97003,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_aboutus_page_actions_0z3b_r1v-60xd.js.map