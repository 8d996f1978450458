var R=require("../../chunks/[turbopack]_runtime.js")("server/app/feed.xml/route.js")
R.c("server/chunks/[root-of-the-server]__1yl5fqbxq0pvj._.js")
R.c("server/chunks/_0epgogxsorv1k._.js")
R.c("server/chunks/lib_blog_0uph5n2heki05._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/_next-internal_server_app_feed_xml_route_actions_0mikpq1rrgha9.js")
R.m(35474)
module.exports=R.m(35474).exports
