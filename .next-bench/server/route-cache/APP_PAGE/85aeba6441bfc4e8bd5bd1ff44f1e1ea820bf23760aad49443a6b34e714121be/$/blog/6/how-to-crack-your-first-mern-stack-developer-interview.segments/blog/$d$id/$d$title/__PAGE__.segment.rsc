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
14:T62d,[{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"http://127.0.0.1:4411/"},{"@type":"ListItem","position":2,"name":"Blog","item":"http://127.0.0.1:4411/blog"},{"@type":"ListItem","position":3,"name":"How to Crack Your First MERN Stack Developer Interview","item":"http://127.0.0.1:4411/blog/6/how-to-crack-your-first-mern-stack-developer-interview"}]},{"@context":"https://schema.org","@type":"BlogPosting","headline":"How to Crack Your First MERN Stack Developer Interview","description":"Landing your first role as a MERN stack developer is less about memorising answers and more about showing that you can build, debug and explain a working application. What interviewers test JavaScript fundamentals: closures, promises, async/await and the event loop. React: state, effects, lifting st","url":"http://127.0.0.1:4411/blog/6/how-to-crack-your-first-mern-stack-developer-interview","mainEntityOfPage":"http://127.0.0.1:4411/blog/6/how-to-crack-your-first-mern-stack-developer-interview","image":["http://127.0.0.1:4411/images/blog/mern-interview.jpg"],"datePublished":"2026-11-10","articleSection":"Career Tips","author":{"@type":"EducationalOrganization","@id":"http://127.0.0.1:4411/#organization","name":"Codebridge Institute","sameAs":"http://127.0.0.1:4411"},"publisher":{"@type":"EducationalOrganization","@id":"http://127.0.0.1:4411/#organization","name":"Codebridge Institute","sameAs":"http://127.0.0.1:4411","logo":{"@type":"ImageObject","url":"http://127.0.0.1:4411/brand/logo.svg"}}}]17:T542,<p>Landing your first role as a <strong>MERN stack developer</strong> is less about memorising answers and more about showing that you can build, debug and explain a working application.</p>
<h2>What interviewers test</h2>
<ol>
<li><strong>JavaScript fundamentals</strong>: closures, promises, <code>async</code>/<code>await</code> and the event loop.</li>
<li><strong>React</strong>: state, effects, lifting state up and when to split a component.</li>
<li><strong>Node.js and Express</strong>: routing, middleware, error handling and authentication with JWT.</li>
<li><strong>MongoDB</strong>: schema design, indexes and aggregation pipelines.</li>
</ol>
<h2>Bring a project you can defend</h2>
<p>Pick one project and know it end to end: why you chose MongoDB, how a request travels from the React form to the database, and what you would change with more time. Interviewers in Pune's product companies often ask you to add a small feature live, so keep the code clean and the README honest.</p>
<h2>Practise out loud</h2>
<p>Our mock interviews pair you with working developers who ask the same follow-up questions real panels do. Two or three rounds are usually enough to turn nervous answers into confident ones.</p>
<blockquote>
<p>Tip: when you do not know an answer, say how you would find out. That is what the job is.</p>
</blockquote>13:[["children",{"s":"__PAGE__","h":160,"d":{"r":["$","$2","c",{"children":[[["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$14"}}],["$","article",null,{"className":"container qi-JuG_article","children":[["$","header",null,{"className":"qi-JuG_header","children":[["$","$L11",null,{"href":"/blog","className":"qi-JuG_back","children":"Back to all articles"}],["$","span",null,{"className":"qi-JuG_category","children":"Career Tips"}],["$","h1",null,{"className":"qi-JuG_title","children":"How to Crack Your First MERN Stack Developer Interview"}],["$","time",null,{"dateTime":"2026-11-10","className":"qi-JuG_date","children":"10 Nov 2026"}]]}],["$","figure",null,{"className":"qi-JuG_cover","children":["$","$L16",null,{"src":"/images/blog/mern-interview.jpg","unoptimized":false,"fallbackSrc":"/blog.jpg","alt":"A developer explaining a React component diagram on a whiteboard","fill":true,"priority":true,"sizes":"(min-width: 52rem) 48rem, 100vw","className":"qi-JuG_image"}]}],["$","div",null,{"className":"qi-JuG_prose","dangerouslySetInnerHTML":{"__html":"$17"}}],false]}]],["$L18","$L19"],"$L1a"]}],"p":"$@1b","v":null,"s":"$8"}}]]
b:[["children",{"s":{"n":"title","t":"d","k":"how-to-crack-your-first-mern-stack-developer-interview","s":[]},"h":96,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","error":"$f","errorStyles":[["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/2cu8kc_ehhpjz.css","precedence":"next"}]],"errorScripts":[["$","script","script-0",{"src":"/_next/static/chunks/43g2_rm2gqa32.js","async":true}]],"template":["$","$L5",null,{}],"notFound":[["$","div",null,{"className":"container _6KrFea_status","children":[["$","h1",null,{"className":"_6KrFea_message","children":"Blog not found."}],"$undefined",["$","$L11",null,{"href":"/blog","className":"_6KrFea_back","children":"Back to all articles"}]]}],[["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/2cu8kc_ehhpjz.css","precedence":"next"}]]]}]]}],"p":"$@12","v":"$7","s":"$8"},"c":"$Q13"}]]
9:[["children",{"s":{"n":"id","t":"d","k":"6","s":[]},"h":96,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@a","v":"$7","s":"$8"},"c":"$Qb"}]]
1:[["children",{"s":"blog","h":64,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@6","v":"$7","s":"$8"},"c":"$Q9"}]]
0:{"t":{"t":{"s":"","h":16,"c":"$Q1"},"h":{"r":["$","$2","h",{"children":[null,["$","$L1d",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#1d4ed8"}]]}],["$","$L1f",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$20",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"How to Crack Your First MERN Stack Developer Interview | Codebridge Institute"}],["$","meta","1",{"name":"description","content":"Landing your first role as a MERN stack developer is less about memorising answers and more about showing that you can build, debug and explain a working applic"}],["$","meta","2",{"name":"application-name","content":"Codebridge Institute"}],["$","link","3",{"rel":"canonical","href":"http://127.0.0.1:4411/blog/6/how-to-crack-your-first-mern-stack-developer-interview"}],["$","link","4",{"rel":"alternate","type":"application/rss+xml","href":"http://127.0.0.1:4411/feed.xml","title":"Codebridge Institute Blog"}],["$","meta","5",{"property":"og:title","content":"How to Crack Your First MERN Stack Developer Interview | Codebridge Institute"}],["$","meta","6",{"property":"og:description","content":"Landing your first role as a MERN stack developer is less about memorising answers and more about showing that you can build, debug and explain a working applic"}],["$","meta","7",{"property":"og:url","content":"http://127.0.0.1:4411/blog/6/how-to-crack-your-first-mern-stack-developer-interview"}],["$","meta","8",{"property":"og:site_name","content":"Codebridge Institute"}],["$","meta","9",{"property":"og:locale","content":"en_IN"}],["$","meta","10",{"property":"og:image","content":"http://127.0.0.1:4411/blog/6/how-to-crack-your-first-mern-stack-developer-interview/opengraph-image"}],["$","meta","11",{"property":"og:image:width","content":"1200"}],["$","meta","12",{"property":"og:image:height","content":"630"}],["$","meta","13",{"property":"og:image:alt","content":"How to Crack Your First MERN Stack Developer Interview"}],["$","meta","14",{"property":"og:type","content":"article"}],["$","meta","15",{"property":"article:published_time","content":"2026-11-10"}],["$","meta","16",{"name":"twitter:card","content":"summary_large_image"}],["$","meta","17",{"name":"twitter:title","content":"How to Crack Your First MERN Stack Developer Interview | Codebridge Institute"}],["$","meta","18",{"name":"twitter:description","content":"Landing your first role as a MERN stack developer is less about memorising answers and more about showing that you can build, debug and explain a working applic"}],["$","meta","19",{"name":"twitter:image","content":"http://127.0.0.1:4411/blog/6/how-to-crack-your-first-mern-stack-developer-interview/opengraph-image"}],["$","meta","20",{"name":"twitter:image:alt","content":"How to Crack Your First MERN Stack Developer Interview"}],["$","meta","21",{"name":"twitter:image:width","content":"1200"}],["$","meta","22",{"name":"twitter:image:height","content":"630"}],["$","link","23",{"rel":"icon","href":"/icon.svg?icon.2he6rp4pdfk36.svg","sizes":"any","type":"image/svg+xml"}],["$","$L21","24",{}]]}]}],null]}],["$","meta",null,{"name":"next-size-adjust","content":""}]]}],"p":"$@22","v":null,"s":"$8"}},"a":"$@23","u":"$@24","b":"1hjRAtteBH-2a6fr9SOPj"}
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
