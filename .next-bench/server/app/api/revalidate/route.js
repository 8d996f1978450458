var R=require("../../../chunks/[turbopack]_runtime.js")("server/app/api/revalidate/route.js")
R.c("server/chunks/[root-of-the-server]__0cx86u61tcgcd._.js")
R.c("server/chunks/node_modules_next_dist_1wdyn4471wvec._.js")
R.c("server/chunks/[root-of-the-server]__1g8nbc8-ypz2b._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/_next-internal_server_app_api_revalidate_route_actions_0js558tcn8ds0.js")
R.m(50785)
module.exports=R.m(50785).exports
