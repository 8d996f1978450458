2:"$Sreact.fragment"
3:"/_next/static/chunks/3qfy96eoyh-ek.js"
4:I[39756,["$3"],"default"]
5:I[37457,["$3"],"default"]
a:I[97367,["$3"],"OutletBoundary"]
b:"$Sreact.suspense"
e:"ViewportBoundary"
f:I[97367,["$3"],"$e"]
10:"MetadataBoundary"
11:I[97367,["$3"],"$10"]
12:I[27201,["$3"],"IconMark"]
7:X
7:C
8:X
9:[["children",{"s":"__PAGE__","h":160,"d":{"r":["$","$2","c",{"children":[["$","h1",null,{"style":{"padding":"4rem 1rem","textAlign":"center"},"children":"Reference page"}],null,["$","$La",null,{"children":["$","$b",null,{"name":"Next.MetadataOutlet","children":"$@c"}]}]]}],"p":"$@d","v":null,"s":"$8"}}]]
1:[["children",{"s":"bench-reference","h":64,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@6","v":"$7","s":"$8"},"c":"$Q9"}]]
0:{"t":{"t":{"s":"","h":16,"c":"$Q1"},"h":{"r":["$","$2","h",{"children":[null,["$","$Lf",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#1d4ed8"}]]}],["$","$L11",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$b",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"Reference | Codebridge Institute"}],["$","meta","1",{"name":"description","content":"Job-oriented IT courses in Pune: MERN Stack, Python Full Stack, Data Science and Data Analyst programmes with mock interviews, live projects and placement assistance."}],["$","meta","2",{"name":"application-name","content":"Codebridge Institute"}],["$","meta","3",{"name":"robots","content":"noindex"}],["$","meta","4",{"property":"og:title","content":"Reference | Codebridge Institute"}],["$","meta","5",{"property":"og:description","content":"Job-oriented IT courses in Pune: MERN Stack, Python Full Stack, Data Science and Data Analyst programmes with mock interviews, live projects and placement assistance."}],["$","meta","6",{"property":"og:image","content":"http://127.0.0.1:4411/opengraph-image?82e0a531372a5450"}],["$","meta","7",{"property":"og:image:type","content":"image/png"}],["$","meta","8",{"property":"og:image:width","content":"1200"}],["$","meta","9",{"property":"og:image:height","content":"630"}],["$","meta","10",{"property":"og:image:alt","content":"Codebridge Institute: Job-oriented IT training in Pune"}],["$","meta","11",{"name":"twitter:card","content":"summary_large_image"}],["$","meta","12",{"name":"twitter:title","content":"Reference | Codebridge Institute"}],["$","meta","13",{"name":"twitter:description","content":"Job-oriented IT courses in Pune: MERN Stack, Python Full Stack, Data Science and Data Analyst programmes with mock interviews, live projects and placement assistance."}],["$","meta","14",{"name":"twitter:image","content":"http://127.0.0.1:4411/opengraph-image?82e0a531372a5450"}],["$","meta","15",{"name":"twitter:image:alt","content":"Codebridge Institute: Job-oriented IT training in Pune"}],["$","meta","16",{"name":"twitter:image:type","content":"image/png"}],["$","meta","17",{"name":"twitter:image:width","content":"1200"}],["$","meta","18",{"name":"twitter:image:height","content":"630"}],["$","link","19",{"rel":"icon","href":"/icon.svg?icon.2he6rp4pdfk36.svg","sizes":"any","type":"image/svg+xml"}],["$","$L12","20",{}]]}]}],null]}],["$","meta",null,{"name":"next-size-adjust","content":""}]]}],"p":"$@13","v":null,"s":"$8"}},"a":"$@14","u":"$@15","b":"1hjRAtteBH-2a6fr9SOPj"}
c:null
15:true
8:300
8:C
14:0
6:"$undefined"
13:"$undefined"
d:"$undefined"
