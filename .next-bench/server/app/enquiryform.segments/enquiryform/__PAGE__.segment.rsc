2:"$Sreact.fragment"
3:"/_next/static/chunks/3qfy96eoyh-ek.js"
4:I[39756,["$3"],"default"]
5:I[37457,["$3"],"default"]
a:"/_next/static/chunks/3kn09aytlulol.js"
b:"/_next/static/chunks/1hye9cfd7jg53.js"
c:I[80338,["$a","$b"],"EnquiryForm"]
d:I[97367,["$3"],"OutletBoundary"]
e:"$Sreact.suspense"
11:"ViewportBoundary"
12:I[97367,["$3"],"$11"]
13:"MetadataBoundary"
14:I[97367,["$3"],"$13"]
15:I[27201,["$3"],"IconMark"]
7:X
7:C
8:X
9:[["children",{"s":"__PAGE__","h":160,"d":{"r":["$","$2","c",{"children":[[["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"[{\"@context\":\"https://schema.org\",\"@type\":\"BreadcrumbList\",\"itemListElement\":[{\"@type\":\"ListItem\",\"position\":1,\"name\":\"Home\",\"item\":\"http://127.0.0.1:4411/\"},{\"@type\":\"ListItem\",\"position\":2,\"name\":\"Enquiry Form\",\"item\":\"http://127.0.0.1:4411/enquiryform\"}]}]"}}],["$","div",null,{"className":"W_6J8q_hero","children":["$","div",null,{"className":"container W_6J8q_inner","data-has-aside":false,"children":[["$","div",null,{"className":"W_6J8q_copy","children":[["$","p",null,{"className":"Iun7XG_eyebrow Iun7XG_pill","children":"Admissions"}],["$","h1",null,{"className":"W_6J8q_title","children":"Enquiry Form"}],["$","div",null,{"className":"W_6J8q_text","children":"Leave your details and a counsellor will call you back within one working day."}],"$undefined"]}],"$undefined"]}]}],["$","section",null,{"className":"ZXevnG_section ZXevnG_alt","children":["$","div",null,{"className":"container","children":["$undefined",["$","div",null,{"className":"bPx0xq_card bPx0xq_narrow","children":["$","$Lc",null,{}]}]]}]}]],null,["$","$Ld",null,{"children":["$","$e",null,{"name":"Next.MetadataOutlet","children":"$@f"}]}]]}],"p":"$@10","v":null,"s":"$8"}}]]
1:[["children",{"s":"enquiryform","h":64,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@6","v":"$7","s":"$8"},"c":"$Q9"}]]
0:{"t":{"t":{"s":"","h":16,"c":"$Q1"},"h":{"r":["$","$2","h",{"children":[null,["$","$L12",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#1d4ed8"}]]}],["$","$L14",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$e",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"Enquiry Form | Codebridge Institute"}],["$","meta","1",{"name":"description","content":"Ask about our courses, batches and fees: leave your name, phone, e-mail and city and a counsellor will call you back."}],["$","meta","2",{"name":"application-name","content":"Codebridge Institute"}],["$","link","3",{"rel":"canonical","href":"http://127.0.0.1:4411/enquiryform"}],["$","link","4",{"rel":"alternate","type":"application/rss+xml","href":"http://127.0.0.1:4411/feed.xml","title":"Codebridge Institute Blog"}],["$","meta","5",{"property":"og:title","content":"Enquiry Form | Codebridge Institute"}],["$","meta","6",{"property":"og:description","content":"Ask about our courses, batches and fees: leave your name, phone, e-mail and city and a counsellor will call you back."}],["$","meta","7",{"property":"og:url","content":"http://127.0.0.1:4411/enquiryform"}],["$","meta","8",{"property":"og:site_name","content":"Codebridge Institute"}],["$","meta","9",{"property":"og:locale","content":"en_IN"}],["$","meta","10",{"property":"og:image","content":"http://127.0.0.1:4411/opengraph-image"}],["$","meta","11",{"property":"og:image:width","content":"1200"}],["$","meta","12",{"property":"og:image:height","content":"630"}],["$","meta","13",{"property":"og:image:alt","content":"Enquiry Form | Codebridge Institute"}],["$","meta","14",{"property":"og:type","content":"website"}],["$","meta","15",{"name":"twitter:card","content":"summary_large_image"}],["$","meta","16",{"name":"twitter:title","content":"Enquiry Form | Codebridge Institute"}],["$","meta","17",{"name":"twitter:description","content":"Ask about our courses, batches and fees: leave your name, phone, e-mail and city and a counsellor will call you back."}],["$","meta","18",{"name":"twitter:image","content":"http://127.0.0.1:4411/opengraph-image"}],["$","meta","19",{"name":"twitter:image:alt","content":"Enquiry Form | Codebridge Institute"}],["$","meta","20",{"name":"twitter:image:width","content":"1200"}],["$","meta","21",{"name":"twitter:image:height","content":"630"}],["$","link","22",{"rel":"icon","href":"/icon.svg?icon.2he6rp4pdfk36.svg","sizes":"any","type":"image/svg+xml"}],["$","$L15","23",{}]]}]}],null]}],["$","meta",null,{"name":"next-size-adjust","content":""}]]}],"p":"$@16","v":null,"s":"$8"}},"a":"$@17","u":"$@18","b":"1hjRAtteBH-2a6fr9SOPj"}
f:null
18:true
8:300
8:C
17:0
6:"$undefined"
16:"$undefined"
10:"$undefined"
