var R=require("../../chunks/[turbopack]_runtime.js")("server/app/placement-report.pdf/route.js")
R.c("server/chunks/[root-of-the-server]__1zl3zjy5uq9s5._.js")
R.c("server/chunks/_0mieqcb2wa1nd._.js")
R.c("server/chunks/_0v-ncf9zlwayi._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/_next-internal_server_app_placement-report_pdf_route_actions_0xz1-iccrso_x.js")
R.m(465)
module.exports=R.m(465).exports
