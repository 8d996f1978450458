:HL["/_next/static/chunks/0f-mpeo3x2d7y.css","style"]
:HL["/_next/static/chunks/2obunynn8dpbz.css","style"]
:HL["/_next/static/media/inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2","font",{"crossOrigin":"","type":"font/woff2"}]
:HL["/_next/static/chunks/2-xrq3-j1o_su.css","style"]
:HL["/_next/static/chunks/2ztky3i8pp1kx.css","style"]
:HL["/_next/static/chunks/2y22w-mlcomfn.css","style"]
1:[["children",{"s":"__PAGE__","h":128}]]
0:{"b":"1hjRAtteBH-2a6fr9SOPj","t":{"t":{"s":"","h":16,"c":"$Q1"}}}
