var R=require("../../chunks/[turbopack]_runtime.js")("server/app/icon.svg/route.js")
R.c("server/chunks/[externals]__1iyf718cq7b01._.js")
R.c("server/chunks/_0wemi40xtpagp._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/node_modules_next_dist_1-5vbhjbkii32._.js")
R.c("server/chunks/node_modules_next_1n-fgeqx2dkas._.js")
R.c("server/chunks/_next-internal_server_app_icon_svg_route_actions_1r2h_ubdhjtcp.js")
R.m(71315)
module.exports=R.m(71315).exports
