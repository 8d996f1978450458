module.exports=[54430,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_dataanalyst_page_actions_05652wq1bp4ah.js.map