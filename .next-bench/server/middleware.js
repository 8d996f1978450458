var R=require("./chunks/[turbopack]_runtime.js")("server/middleware.js")
R.c("server/chunks/[externals]__12us6uqpl121w._.js")
R.c("server/chunks/[root-of-the-server]__0d-lwoj5k7cnt._.js")
R.m(62395)
module.exports=R.m(62395).exports
