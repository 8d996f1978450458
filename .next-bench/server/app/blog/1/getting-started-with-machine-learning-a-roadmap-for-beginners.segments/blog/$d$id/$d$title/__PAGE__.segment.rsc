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
14:T64f,[{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"http://127.0.0.1:4411/"},{"@type":"ListItem","position":2,"name":"Blog","item":"http://127.0.0.1:4411/blog"},{"@type":"ListItem","position":3,"name":"Getting Started with Machine Learning: A Roadmap for Beginners","item":"http://127.0.0.1:4411/blog/1/getting-started-with-machine-learning-a-roadmap-for-beginners"}]},{"@context":"https://schema.org","@type":"BlogPosting","headline":"Getting Started with Machine Learning: A Roadmap for Beginners","description":"Machine learning looks intimidating from the outside. Broken into steps, it is a skill anyone comfortable with school mathematics can learn. Step 1: Python and its data tools Learn Python basics, then NumPy for arrays and pandas for tables. Spend time on cleaning messy data: it is most of the real w","url":"http://127.0.0.1:4411/blog/1/getting-started-with-machine-learning-a-roadmap-for-beginners","mainEntityOfPage":"http://127.0.0.1:4411/blog/1/getting-started-with-machine-learning-a-roadmap-for-beginners","image":["http://127.0.0.1:4411/images/blog/ml-roadmap.jpg"],"datePublished":"2026-08-25","articleSection":"Data Science","author":{"@type":"EducationalOrganization","@id":"http://127.0.0.1:4411/#organization","name":"Codebridge Institute","sameAs":"http://127.0.0.1:4411"},"publisher":{"@type":"EducationalOrganization","@id":"http://127.0.0.1:4411/#organization","name":"Codebridge Institute","sameAs":"http://127.0.0.1:4411","logo":{"@type":"ImageObject","url":"http://127.0.0.1:4411/brand/logo.svg"}}}]17:T402,<p>Machine learning looks intimidating from the outside. Broken into steps, it is a skill anyone comfortable with school mathematics can learn.</p>
<h2>Step 1: Python and its data tools</h2>
<p>Learn Python basics, then <strong>NumPy</strong> for arrays and <strong>pandas</strong> for tables. Spend time on cleaning messy data: it is most of the real work.</p>
<h2>Step 2: Statistics you will actually use</h2>
<p>Mean, median, variance, correlation, probability and the idea of a sample. You do not need a degree; you need intuition.</p>
<h2>Step 3: Your first models</h2>
<p>Start with linear and logistic regression, decision trees and k-means clustering in <strong>scikit-learn</strong>. Learn to split data, measure accuracy honestly and spot overfitting.</p>
<h2>Step 4: Projects and communication</h2>
<p>Pick a dataset you care about, cricket scores or Pune's weather, and answer one question well. Write up what you found in plain language.</p>
<p>Deep learning can wait until these foundations feel comfortable.</p>13:[["children",{"s":"__PAGE__","h":160,"d":{"r":["$","$2","c",{"children":[[["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$14"}}],["$","article",null,{"className":"container qi-JuG_article","children":[["$","header",null,{"className":"qi-JuG_header","children":[["$","$L11",null,{"href":"/blog","className":"qi-JuG_back","children":"Back to all articles"}],["$","span",null,{"className":"qi-JuG_category","children":"Data Science"}],["$","h1",null,{"className":"qi-JuG_title","children":"Getting Started with Machine Learning: A Roadmap for Beginners"}],["$","time",null,{"dateTime":"2026-08-25","className":"qi-JuG_date","children":"25 Aug 2026"}]]}],["$","figure",null,{"className":"qi-JuG_cover","children":["$","$L16",null,{"src":"/images/blog/ml-roadmap.jpg","unoptimized":false,"fallbackSrc":"/blog.jpg","alt":"A notebook with a hand-drawn decision tree and a scatter plot","fill":true,"priority":true,"sizes":"(min-width: 52rem) 48rem, 100vw","className":"qi-JuG_image"}]}],["$","div",null,{"className":"qi-JuG_prose","dangerouslySetInnerHTML":{"__html":"$17"}}],false]}]],["$L18","$L19"],"$L1a"]}],"p":"$@1b","v":null,"s":"$8"}}]]
b:[["children",{"s":{"n":"title","t":"d","k":"getting-started-with-machine-learning-a-roadmap-for-beginners","s":[]},"h":96,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","error":"$f","errorStyles":[["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/2cu8kc_ehhpjz.css","precedence":"next"}]],"errorScripts":[["$","script","script-0",{"src":"/_next/static/chunks/43g2_rm2gqa32.js","async":true}]],"template":["$","$L5",null,{}],"notFound":[["$","div",null,{"className":"container _6KrFea_status","children":[["$","h1",null,{"className":"_6KrFea_message","children":"Blog not found."}],"$undefined",["$","$L11",null,{"href":"/blog","className":"_6KrFea_back","children":"Back to all articles"}]]}],[["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/2cu8kc_ehhpjz.css","precedence":"next"}]]]}]]}],"p":"$@12","v":"$7","s":"$8"},"c":"$Q13"}]]
9:[["children",{"s":{"n":"id","t":"d","k":"1","s":[]},"h":96,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@a","v":"$7","s":"$8"},"c":"$Qb"}]]
1:[["children",{"s":"blog","h":64,"d":{"r":["$","$2","c",{"children":[null,["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]]}],"p":"$@6","v":"$7","s":"$8"},"c":"$Q9"}]]
0:{"t":{"t":{"s":"","h":16,"c":"$Q1"},"h":{"r":["$","$2","h",{"children":[null,["$","$L1d",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#1d4ed8"}]]}],["$","$L1f",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$20",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"Getting Started with Machine Learning: A Roadmap for Beginners | Codebridge Institute"}],["$","meta","1",{"name":"description","content":"Machine learning looks intimidating from the outside. Broken into steps, it is a skill anyone comfortable with school mathematics can learn. Step 1: Python and "}],["$","meta","2",{"name":"application-name","content":"Codebridge Institute"}],["$","link","3",{"rel":"canonical","href":"http://127.0.0.1:4411/blog/1/getting-started-with-machine-learning-a-roadmap-for-beginners"}],["$","link","4",{"rel":"alternate","type":"application/rss+xml","href":"http://127.0.0.1:4411/feed.xml","title":"Codebridge Institute Blog"}],["$","meta","5",{"property":"og:title","content":"Getting Started with Machine Learning: A Roadmap for Beginners | Codebridge Institute"}],["$","meta","6",{"property":"og:description","content":"Machine learning looks intimidating from the outside. Broken into steps, it is a skill anyone comfortable with school mathematics can learn. Step 1: Python and "}],["$","meta","7",{"property":"og:url","content":"http://127.0.0.1:4411/blog/1/getting-started-with-machine-learning-a-roadmap-for-beginners"}],["$","meta","8",{"property":"og:site_name","content":"Codebridge Institute"}],["$","meta","9",{"property":"og:locale","content":"en_IN"}],["$","meta","10",{"property":"og:image","content":"http://127.0.0.1:4411/blog/1/getting-started-with-machine-learning-a-roadmap-for-beginners/opengraph-image"}],["$","meta","11",{"property":"og:image:width","content":"1200"}],["$","meta","12",{"property":"og:image:height","content":"630"}],["$","meta","13",{"property":"og:image:alt","content":"Getting Started with Machine Learning: A Roadmap for Beginners"}],["$","meta","14",{"property":"og:type","content":"article"}],["$","meta","15",{"property":"article:published_time","content":"2026-08-25"}],["$","meta","16",{"name":"twitter:card","content":"summary_large_image"}],["$","meta","17",{"name":"twitter:title","content":"Getting Started with Machine Learning: A Roadmap for Beginners | Codebridge Institute"}],["$","meta","18",{"name":"twitter:description","content":"Machine learning looks intimidating from the outside. Broken into steps, it is a skill anyone comfortable with school mathematics can learn. Step 1: Python and "}],["$","meta","19",{"name":"twitter:image","content":"http://127.0.0.1:4411/blog/1/getting-started-with-machine-learning-a-roadmap-for-beginners/opengraph-image"}],["$","meta","20",{"name":"twitter:image:alt","content":"Getting Started with Machine Learning: A Roadmap for Beginners"}],["$","meta","21",{"name":"twitter:image:width","content":"1200"}],["$","meta","22",{"name":"twitter:image:height","content":"630"}],["$","link","23",{"rel":"icon","href":"/icon.svg?icon.2he6rp4pdfk36.svg","sizes":"any","type":"image/svg+xml"}],["$","$L21","24",{}]]}]}],null]}],["$","meta",null,{"name":"next-size-adjust","content":""}]]}],"p":"$@22","v":null,"s":"$8"}},"a":"$@23","u":"$@24","b":"1hjRAtteBH-2a6fr9SOPj"}
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
