module.exports=[86071,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_enquiryform_page_actions_1iv9zoo68pff2.js.map