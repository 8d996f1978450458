2:"$Sreact.fragment"
3:"/_next/static/chunks/3qfy96eoyh-ek.js"
4:I[39756,["$3"],"default"]
5:I[37457,["$3"],"default"]
c:"/_next/static/chunks/3kn09aytlulol.js"
d:"/_next/static/chunks/1hye9cfd7jg53.js"
e:"/_next/static/chunks/43g2_rm2gqa32.js"
f:I[857,["$c","$d","$e"],"default"]
10:"/_next/static/chunks/2mzuyaj6nkgv_.js"
11:I[22016,["$c","$d","$10"],""]
15:"ImageWithFallback"
16:I[63348,["$c","$d","$10"],"$15"]
1c:"ViewportBoundary"
1d:I[97367,["$3"],"$1c"]
1e:"MetadataBoundary"
1f:I[97367,["$3"],"$1e"]
20:"$Sreact.suspense"
21:I[27201,["$3"],"IconMark"]
:HL["/_next/static/chunks/2cu8kc_ehhpjz.css","style"]
7:X
7:C
8:X
14:T637,[{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"http://127.0.0.1:4411/"},{"@type":"ListItem","position":2,"name":"Blog","item":"http://127.0.0.1:4411/blog"},{"@type":"ListItem","position":3,"name":"Python Full Stack vs MERN: Which Should You Learn in 2027?","item":"http://127.0.0.1:4411/blog/5/python-full-stack-vs-mern-which-should-you-learn-in-2027"}]},{"@context":"https://schema.org","@type":"BlogPosting","headline":"Python Full Stack vs MERN: Which Should You Learn in 2027?","description":"Both paths lead to well-paid developer jobs. The right one depends on the kind of work you enjoy and the companies you want to join. MERN stack One language, JavaScript, from the browser to the server. MERN suits you if you like building interactive interfaces and want to move fast between front end","url":"http://127.0.0.1:4411/blog/5/python-full-stack-vs-mern-which-should-you-learn-in-2027","mainEntityOfPage":"http://127.0.0.1:4411/blog/5/python-full-stack-vs-mern-which-should-you-learn-in-2027","image":["http://127.0.0.1:4411/images/blog/python-vs-mern.jpg"],"datePublished":"2026-10-28","articleSection":"Courses","author":{"@type":"EducationalOrganization","@id":"http://127.0.0.1:4411/#organization","name":"Codebridge Institute","sameAs":"http://127.0.0.1:4411"},"publisher":{"@type":"EducationalOrganization","@id":"http://127.0.0.1:4411/#organization","name":"Codebridge Institute","sameAs":"http://127.0.0.1:4411","logo":{"@type":"ImageObject","url":"http://127.0.0.1:4411/brand/logo.svg"}}}]17:T4ce,<p>Both paths lead to well-paid developer jobs. The right one depends on the kind of work you enjoy and the companies you want to join.</p>
<h2>MERN stack</h2>
<p>One language, JavaScript, from the browser to the server. MERN suits you if you like building interactive interfaces and want to move fast between front end and back end. Start-ups and product teams hire for it heavily.</p>
<h2>Python full stack</h2>
<p>Python with Django or Flask on the server, and HTML, CSS and JavaScript in the browser. It is a natural step towards <strong>data science</strong> and automation, and it is popular with service companies and enterprise teams.</p>
<table tabindex="0">
<thead>
<tr>
<th></th>
<th>MERN</th>
<th>Python full stack</th>
</tr>
</thead>
<tbody><tr>
<td>Language</td>
<td>JavaScript</td>
<td>Python and JavaScript</td>
</tr>
<tr>
<td>Typical first role</td>
<td>Front-end or full-stack developer</td>
<td>Back-end or full-stack developer</td>
</tr>
<tr>
<td>Next step</td>
<td>React Native, cloud</td>
<td>Data science, automation</td>
</tr>
</tbody></table>
<h2>Our advice</h2>
<p>If you are unsure, attend a free demo session of each. Most of our learners decide after one class which way of thinking feels natural.</p>13:[["children",{"s":"__PAGE__","h":160,"d":{"r":["$","$2","c",{"children":[[["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$14"}}],["$","article",null,{"className":"container qi-JuG_article","children":[["$","header",null,{"className":"qi-JuG_header","children":[["$","$L11",null,{"href":"/blog","className":"qi-JuG_back","children":"Back to all articles"}],["$","span",null,{"className":"qi-JuG_category","children":"Courses"}],["$","h1",null,{"className":"qi-JuG_title","children":"Python Full Stack vs MERN: Which Should You Learn in 2027?"}],["$","time",null,{"dateTime":"2026-10-28","className":"qi-JuG_date","children":"28 Oct 2026"}]]}],["$","figure",null,{"className":"qi-JuG_cover","children":["$","$L16",null,{"src":"/images/blog/python-vs-mern.jpg","unoptimized":false,"fallbackSrc":"/blog.jpg","alt":"Two laptops side by side, one showing Python code and one showing JavaScript","fill":true,"priority":true,"sizes":"(min-width: 52rem) 48rem, 100vw","className":"qi-JuG_image"}]}],["$","div",null,{"className":"qi-JuG_prose","dangerouslySetInnerHTML":{"__html":"$17"}}],false]}]],["$L18","$L19"],"$L1a"]}],"p":"$@1b","v":null,"s":"$8"}}]]
b:[["children",{"s":{"n":"title","t":"d","k":"python-full-stack-vs-mern-which-should-you-learn-in-2027","s":[]},"h":96,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","error":"$f","errorStyles":[["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/2cu8kc_ehhpjz.css","precedence":"next"}]],"errorScripts":[["$","script","script-0",{"src":"/_next/static/chunks/43g2_rm2gqa32.js","async":true}]],"template":["$","$L5",null,{}],"notFound":[["$","div",null,{"className":"container _6KrFea_status","children":[["$","h1",null,{"className":"_6KrFea_message","children":"Blog not found."}],"$undefined",["$","$L11",null,{"href":"/blog","className":"_6KrFea_back","children":"Back to all articles"}]]}],[["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/2cu8kc_ehhpjz.css","precedence":"next"}]]]}]]}],"p":"$@12","v":"$7","s":"$8"},"c":"$Q13"}]]
9:[["children",{"s":{"n":"id","t":"d","k":"5","s":[]},"h":96,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@a","v":"$7","s":"$8"},"c":"$Qb"}]]
1:[["children",{"s":"blog","h":64,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@6","v":"$7","s":"$8"},"c":"$Q9"}]]
0:{"t":{"t":{"s":"","h":16,"c":"$Q1"},"h":{"r":["$","$2","h",{"children":[null,["$","$L1d",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#1d4ed8"}]]}],["$","$L1f",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$20",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"Python Full Stack vs MERN: Which Should You Learn in 2027? | Codebridge Institute"}],["$","meta","1",{"name":"description","content":"Both paths lead to well-paid developer jobs. The right one depends on the kind of work you enjoy and the companies you want to join. MERN stack One language, Ja"}],["$","meta","2",{"name":"application-name","content":"Codebridge Institute"}],["$","link","3",{"rel":"canonical","href":"http://127.0.0.1:4411/blog/5/python-full-stack-vs-mern-which-should-you-learn-in-2027"}],["$","link","4",{"rel":"alternate","type":"application/rss+xml","href":"http://127.0.0.1:4411/feed.xml","title":"Codebridge Institute Blog"}],["$","meta","5",{"property":"og:title","content":"Python Full Stack vs MERN: Which Should You Learn in 2027? | Codebridge Institute"}],["$","meta","6",{"property":"og:description","content":"Both paths lead to well-paid developer jobs. The right one depends on the kind of work you enjoy and the companies you want to join. MERN stack One language, Ja"}],["$","meta","7",{"property":"og:url","content":"http://127.0.0.1:4411/blog/5/python-full-stack-vs-mern-which-should-you-learn-in-2027"}],["$","meta","8",{"property":"og:site_name","content":"Codebridge Institute"}],["$","meta","9",{"property":"og:locale","content":"en_IN"}],["$","meta","10",{"property":"og:image","content":"http://127.0.0.1:4411/blog/5/python-full-stack-vs-mern-which-should-you-learn-in-2027/opengraph-image"}],["$","meta","11",{"property":"og:image:width","content":"1200"}],["$","meta","12",{"property":"og:image:height","content":"630"}],["$","meta","13",{"property":"og:image:alt","content":"Python Full Stack vs MERN: Which Should You Learn in 2027?"}],["$","meta","14",{"property":"og:type","content":"article"}],["$","meta","15",{"property":"article:published_time","content":"2026-10-28"}],["$","meta","16",{"name":"twitter:card","content":"summary_large_image"}],["$","meta","17",{"name":"twitter:title","content":"Python Full Stack vs MERN: Which Should You Learn in 2027? | Codebridge Institute"}],["$","meta","18",{"name":"twitter:description","content":"Both paths lead to well-paid developer jobs. The right one depends on the kind of work you enjoy and the companies you want to join. MERN stack One language, Ja"}],["$","meta","19",{"name":"twitter:image","content":"http://127.0.0.1:4411/blog/5/python-full-stack-vs-mern-which-should-you-learn-in-2027/opengraph-image"}],["$","meta","20",{"name":"twitter:image:alt","content":"Python Full Stack vs MERN: Which Should You Learn in 2027?"}],["$","meta","21",{"name":"twitter:image:width","content":"1200"}],["$","meta","22",{"name":"twitter:image:height","content":"630"}],["$","link","23",{"rel":"icon","href":"/icon.svg?icon.2he6rp4pdfk36.svg","sizes":"any","type":"image/svg+xml"}],["$","$L21","24",{}]]}]}],null]}],["$","meta",null,{"name":"next-size-adjust","content":""}]]}],"p":"$@22","v":null,"s":"$8"}},"a":"$@23","u":"$@24","b":"1hjRAtteBH-2a6fr9SOPj"}
25:I[97367,["$3"],"OutletBoundary"]
18:["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/2cu8kc_ehhpjz.css","precedence":"next"}]
19:["$","script","script-0",{"src":"/_next/static/chunks/2mzuyaj6nkgv_.js","async":true}]
1a:["$","$L25",null,{"children":["$","$20",null,{"name":"Next.MetadataOutlet","children":"$@26"}]}]
24:true
8:300
26:null
8:C
23:0
12:"$undefined"
a:"$undefined"
6:"$undefined"
22:"$undefined"
1b:"$undefined"
