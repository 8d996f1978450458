1:[["children",{"s":"__PAGE__","h":176}]]
0:{"b":"1hjRAtteBH-2a6fr9SOPj","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
