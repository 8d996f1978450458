module.exports=[91227,e=>{e.v(_=>Promise.all(["server/chunks/[externals]_next_dist_compiled_@vercel_og_index_node_01np1ap3ph7h4.js"].map(_=>e.l(_))).then(()=>_(21425)))}];

//# sourceMappingURL=%5Bexternals%5D_next_dist_compiled_%40vercel_og_index_node_16vd8ckb0c19c.js.map