var R=require("../../../chunks/[turbopack]_runtime.js")("server/app/syllabus/[file]/route.js")
R.c("server/chunks/[root-of-the-server]__1zl3zjy5uq9s5._.js")
R.c("server/chunks/_05m-z1et8vejy._.js")
R.c("server/chunks/_0v-ncf9zlwayi._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/lib_courses_index_ts_13i1ns3b7z34d._.js")
R.c("server/chunks/_next-internal_server_app_syllabus_[file]_route_actions_0xjy-dfoi9pen.js")
R.m(53964)
module.exports=R.m(53964).exports
