// Generated: US and Canadian localities with their state or province, country, coordinates, IANA zone and
// population, largest first (from the city-timezones package's data, MIT; its source: simplemaps World
// Cities Basic, CC BY 4.0). One line each: id|name|state|country|latitude|longitude|timeZone|population.
// Regenerate by filtering that data to iso2 US and CA; do not edit by hand.
export const US_CA_LOCALITIES = `
us-ny-new-york|New York|NY|US|40.7500|-73.9800|America/New_York|13524139
us-ca-los-angeles|Los Angeles|CA|US|33.9900|-118.1800|America/Los_Angeles|8097410
us-il-chicago|Chicago|IL|US|41.8300|-87.7501|America/Chicago|5915976
ca-on-toronto|Toronto|ON|CA|43.7000|-79.4200|America/Toronto|4573711
us-tx-houston|Houston|TX|US|29.8200|-95.3400|America/Chicago|4053287
us-pa-philadelphia|Philadelphia|PA|US|40.0000|-75.1700|America/New_York|3504775
ca-qc-montreal|Montréal|QC|CA|45.5000|-73.5833|America/Montreal|3017278
us-tx-dallas|Dallas|TX|US|32.8200|-96.8400|America/Chicago|3004852
us-fl-miami|Miami|FL|US|25.7876|-80.2241|America/New_York|2983947
us-ma-boston|Boston|MA|US|42.3300|-71.0700|America/New_York|2528071
us-mi-detroit|Detroit|MI|US|42.3300|-83.0801|America/Detroit|2526135
us-ga-atlanta|Atlanta|GA|US|33.8300|-84.3999|America/New_York|2464454
us-dc-washington-d-c-|Washington, D.C.|DC|US|38.8995|-77.0094|America/New_York|2445217
us-az-phoenix|Phoenix|AZ|US|33.5400|-112.0700|America/Phoenix|2436023
us-ca-san-francisco|San Francisco|CA|US|37.7400|-122.4600|America/Los_Angeles|2091036
us-ca-san-diego|San Diego|CA|US|32.8200|-117.1800|America/Los_Angeles|1938571
us-co-denver|Denver|CO|US|39.7392|-104.9840|America/Denver|1930800
us-wa-seattle|Seattle|WA|US|47.5700|-122.3400|America/Los_Angeles|1821685
us-ca-irvine|Irvine|CA|US|33.6804|-117.8300|America/Los_Angeles|1611304
us-pa-pittsburgh|Pittsburgh|PA|US|40.4300|-80.0000|America/New_York|1535268
us-mn-minneapolis|Minneapolis|MN|US|44.9800|-93.2518|America/Chicago|1491887
ca-bc-vancouver|Vancouver|BC|CA|49.2734|-123.1216|America/Vancouver|1458415
us-md-baltimore|Baltimore|MD|US|39.3000|-76.6200|America/New_York|1432946
us-tx-san-antonio|San Antonio|TX|US|29.4873|-98.5073|America/Chicago|1364905
us-fl-tampa|Tampa|FL|US|27.9470|-82.4586|America/New_York|1319233
us-ca-san-jose|San Jose|CA|US|37.3000|-121.8500|America/Los_Angeles|1281472
us-mo-st-louis|St. Louis|MO|US|38.6350|-90.2400|America/Chicago|1259958
us-ca-long-beach|Long Beach|CA|US|33.7870|-118.1580|America/Los_Angeles|1249196
us-or-portland|Portland|OR|US|45.5200|-122.6800|America/Los_Angeles|1207757
us-oh-cleveland|Cleveland|OH|US|41.4700|-81.6950|America/New_York|1169757
us-nv-las-vegas|Las Vegas|NV|US|36.2100|-115.2200|America/Los_Angeles|1150717
us-in-indianapolis|Indianapolis|IN|US|39.7500|-86.1700|America/Indiana/Indianapolis|1104642
us-fl-fort-lauderdale|Fort Lauderdale|FL|US|26.1361|-80.1418|America/New_York|1103782
us-tx-ft-worth|Ft. Worth|TX|US|32.7400|-97.3400|America/Chicago|1090830
us-ca-sacramento|Sacramento|CA|US|38.5750|-121.4700|America/Los_Angeles|1035949
ca-ab-calgary|Calgary|AB|CA|51.0830|-114.0800|America/Edmonton|1012661
us-oh-columbus|Columbus|OH|US|39.9800|-82.9900|America/New_York|1003418
us-wi-milwaukee|Milwaukee|WI|US|43.0527|-87.9200|America/Chicago|983590
ca-on-ottawa|Ottawa|ON|CA|45.4167|-75.7000|America/Toronto|978565
us-ca-san-bernardino|San Bernardino|CA|US|34.1204|-117.3000|America/Los_Angeles|973691
us-oh-cincinnati|Cincinnati|OH|US|39.1619|-84.4569|America/New_York|971191
us-mo-kansas-city|Kansas City|MO|US|39.1071|-94.6041|America/Chicago|955273
us-ca-oakland|Oakland|CA|US|37.7689|-122.2211|America/Los_Angeles|953044
us-nc-charlotte|Charlotte|NC|US|35.2050|-80.8300|America/New_York|943575
us-tx-austin|Austin|TX|US|30.2669|-97.7428|America/Chicago|919684
us-fl-jacksonville|Jacksonville|FL|US|30.3300|-81.6700|America/New_York|904954
ca-ab-edmonton|Edmonton|AB|CA|53.5500|-113.5000|America/Edmonton|885196
us-va-virginia-beach|Virginia Beach|VA|US|36.8532|-75.9783|America/New_York|877476
us-nc-raleigh|Raleigh|NC|US|35.8188|-78.6447|America/New_York|789992
us-fl-orlando|Orlando|FL|US|28.5100|-81.3800|America/New_York|778985
us-az-mesa|Mesa|AZ|US|33.4239|-111.7361|America/Phoenix|762218
us-tn-memphis|Memphis|TN|US|35.1200|-90.0000|America/Chicago|753844
us-nm-albuquerque|Albuquerque|NM|US|35.1050|-106.6413|America/Denver|725723
us-ct-new-haven|New Haven|CT|US|41.3304|-72.9000|America/New_York|707883
us-tn-nashville|Nashville|TN|US|36.1700|-86.7800|America/Chicago|703926
us-fl-west-palm-beach|West Palm Beach|FL|US|26.7450|-80.1236|America/New_York|675522
us-az-tucson|Tucson|AZ|US|32.2050|-110.8900|America/Phoenix|670954
us-al-birmingham|Birmingham|AL|US|33.5300|-86.8250|America/Chicago|670142
us-ok-tulsa|Tulsa|OK|US|36.1200|-95.9300|America/Chicago|669434
us-ri-providence|Providence|RI|US|41.8211|-71.4150|America/New_York|663727
us-ok-oklahoma-city|Oklahoma City|OK|US|35.4700|-97.5187|America/Chicago|660475
us-tx-el-paso|El Paso|TX|US|31.7800|-106.5100|America/Denver|658331
us-ny-buffalo|Buffalo|NY|US|42.8800|-78.8800|America/New_York|647779
us-va-norfolk|Norfolk|VA|US|36.8500|-76.2800|America/New_York|645336
us-ne-omaha|Omaha|NE|US|41.2400|-96.0100|America/Chicago|643034
ca-on-hamilton|Hamilton|ON|CA|43.2500|-79.8300|America/Toronto|620501
ca-mb-winnipeg|Winnipeg|MB|CA|49.8830|-97.1660|America/Winnipeg|603688
us-ky-louisville|Louisville|KY|US|38.2250|-85.7487|America/Kentucky/Louisville|595820
us-hi-honolulu|Honolulu|HI|US|21.3069|-157.8580|Pacific/Honolulu|578829
us-ct-bridgeport|Bridgeport|CT|US|41.1800|-73.2000|America/New_York|578545
ca-qc-quebec|Québec|QC|CA|46.8400|-71.2456|America/Montreal|576386
us-ut-salt-lake-city|Salt Lake City|UT|US|40.7750|-111.9301|America/Denver|572013
us-va-richmond|Richmond|VA|US|37.5500|-77.4500|America/New_York|551443
us-tx-grand-prairie|Arlington|TX|US|32.6848|-97.0202|America/Chicago|545108
us-ca-fresno|Fresno|CA|US|36.7477|-119.7730|America/Los_Angeles|540768
us-la-new-orleans|New Orleans|LA|US|29.9950|-90.0400|America/Chicago|527429
us-fl-st-petersburg|St. Petersburg|FL|US|27.7705|-82.6794|America/New_York|523315
us-ct-hartford|Hartford|CT|US|41.7700|-72.6800|America/New_York|518510
us-mn-st-paul|St. Paul|MN|US|44.9440|-93.0850|America/Chicago|509961
us-ca-stockton|Stockton|CA|US|37.9581|-121.2897|America/Los_Angeles|488507
us-ny-albany|Albany|NY|US|42.6700|-73.8199|America/New_York|484286
us-ny-rochester|Rochester|NY|US|43.1704|-77.6199|America/New_York|483177
us-oh-dayton|Dayton|OH|US|39.7504|-84.2000|America/New_York|466067
us-wa-tacoma|Tacoma|WA|US|47.2113|-122.5150|America/Los_Angeles|460273
us-oh-akron|Akron|OH|US|41.0704|-81.5200|America/New_York|451155
us-ct-stamford|Stamford|CT|US|41.0533|-73.5392|America/New_York|434782
us-co-aurora|Aurora|CO|US|39.6959|-104.8085|America/Denver|431967
us-co-colorado-springs|Colorado Springs|CO|US|38.8630|-104.7920|America/Denver|427272
us-tn-knoxville|Knoxville|TN|US|35.9700|-83.9200|America/New_York|417137
us-ma-lowell|Lowell|MA|US|42.6337|-71.3167|America/New_York|415074
ca-on-kitchener|Kitchener|ON|CA|43.4500|-80.5000|America/Toronto|413057
us-ny-syracuse|Syracuse|NY|US|43.0500|-76.1500|America/New_York|403874
us-ca-oceanside|Oceanside|CA|US|33.2205|-117.3350|America/Los_Angeles|396475
us-tx-pasadena|Pasadena|TX|US|29.6609|-95.1477|America/Chicago|388768
us-oh-toledo|Toledo|OH|US|41.6700|-83.5800|America/New_York|388449
us-ks-wichita|Wichita|KS|US|37.7200|-97.3300|America/Chicago|378544
us-ca-bakersfield|Bakersfield|CA|US|35.3700|-119.0200|America/Los_Angeles|367259
us-az-glendale|Glendale|AZ|US|33.5819|-112.1958|America/Phoenix|363361
us-il-joliet|Joliet|IL|US|41.5300|-88.1067|America/Chicago|362947
us-mi-grand-rapids|Grand Rapids|MI|US|42.9637|-85.6699|America/Detroit|361935
us-ca-san-mateo|San Mateo|CA|US|37.5569|-122.3131|America/Los_Angeles|361807
ca-on-oshawa|Oshawa|ON|CA|43.8800|-78.8500|America/Toronto|349476
us-wa-vancouver|Vancouver|WA|US|45.6303|-122.6400|America/Los_Angeles|343797
ca-on-london|London|ON|CA|42.9700|-81.2500|America/Toronto|340900
us-in-gary|Gary|IN|US|41.5804|-87.3300|America/Chicago|335737
us-ks-kansas-city|Kansas City|KS|US|39.1136|-94.6301|America/Chicago|324222
us-tx-laredo|Laredo|TX|US|27.5061|-99.5072|America/Chicago|322769
us-la-baton-rouge|Baton Rouge|LA|US|30.4579|-91.1402|America/Chicago|322711
us-fl-sarasota|Sarasota|FL|US|27.3361|-82.5308|America/New_York|321224
us-ky-covington|Covington|KY|US|39.0840|-84.5086|America/New_York|313065
us-nc-greensboro|Greensboro|NC|US|36.0700|-79.8000|America/New_York|310328
us-pa-allentown|Allentown|PA|US|40.6000|-75.5000|America/New_York|300981
us-ca-berkeley|Berkeley|CA|US|37.8739|-122.2712|America/Los_Angeles|298257
us-ca-riverside|Riverside|CA|US|33.9419|-117.3980|America/Los_Angeles|297554
us-wa-everett|Everett|WA|US|47.9604|-122.2000|America/Los_Angeles|291948
ca-ns-halifax|Halifax|NS|CA|44.6500|-63.6000|America/Halifax|290993
us-pa-harrisburg|Harrisburg|PA|US|40.2736|-76.8847|America/New_York|289210
us-ma-springfield|Springfield|MA|US|42.1200|-72.5800|America/New_York|287004
us-ia-des-moines|Des Moines|IA|US|41.5800|-93.6200|America/Chicago|286918
us-nj-newark|Newark|NJ|US|40.7004|-74.1700|America/New_York|280123
us-wi-madison|Madison|WI|US|43.0730|-89.4011|America/Chicago|276036
us-il-aurora|Aurora|IL|US|41.7654|-88.3000|America/Chicago|273950
us-wa-spokane|Spokane|WA|US|47.6700|-117.4199|America/Los_Angeles|272484
ca-bc-victoria|Victoria|BC|CA|48.4333|-123.3500|America/Vancouver|270492
us-la-metairie|Metairie|LA|US|29.9839|-90.1528|America/Chicago|270171
us-ca-modesto|Modesto|CA|US|37.6554|-120.9900|America/Los_Angeles|269697
us-nv-reno|Reno|NV|US|39.5300|-119.8200|America/Los_Angeles|265364
ca-on-windsor|Windsor|ON|CA|42.3333|-83.0333|America/Detroit|265069
us-in-fort-wayne|Fort Wayne|IN|US|41.0804|-85.1300|America/Indiana/Indianapolis|264793
us-sc-columbia|Columbia|SC|US|34.0400|-80.9000|America/New_York|257186
us-nc-durham|Durham|NC|US|36.0000|-78.9200|America/New_York|257115
us-va-hampton|Hampton|VA|US|37.0300|-76.3499|America/New_York|256602
us-sc-charleston|Charleston|SC|US|32.7924|-79.9921|America/New_York|254295
us-ak-anchorage|Anchorage|AK|US|61.2200|-149.9002|America/Anchorage|252068
us-tx-corpus-christi|Corpus Christi|TX|US|27.7428|-97.4019|America/Chicago|249978
us-fl-miami-beach|Miami Beach|FL|US|25.8099|-80.1318|America/New_York|248538
us-ky-lexington|Lexington|KY|US|38.0500|-84.5000|America/New_York|244972
us-mo-columbia|Columbia|MO|US|38.9521|-92.3339|America/Chicago|244754
us-ne-lincoln|Lincoln|NE|US|40.8200|-96.6800|America/Chicago|244146
us-il-elgin|Elgin|IL|US|42.0395|-88.2899|America/Chicago|244050
us-tx-mcallen|McAllen|TX|US|26.2030|-98.2297|America/Chicago|243291
us-id-boise|Boise|ID|US|43.6086|-116.2275|America/Boise|242029
us-nc-winston-salem|Winston-Salem|NC|US|36.1054|-80.2600|America/New_York|237492
us-ma-worcester|Worcester|MA|US|42.2704|-71.8000|America/New_York|232291
us-ut-provo|Provo|UT|US|40.2489|-111.6378|America/Denver|231238
us-ut-ogden|Ogden|UT|US|41.2324|-111.9680|America/Denver|227774
us-ar-little-rock|Little Rock|AR|US|34.7361|-92.3311|America/Chicago|227555
us-ca-lancaster|Lancaster|CA|US|34.6980|-118.1358|America/Los_Angeles|225799
us-nj-trenton|Trenton|NJ|US|40.2170|-74.7434|America/New_York|225713
us-la-shreveport|Shreveport|LA|US|32.5000|-93.7700|America/Chicago|224099
us-al-mobile|Mobile|AL|US|30.6800|-88.0500|America/Chicago|221870
us-ca-palm-springs|Palm Springs|CA|US|33.7774|-116.5331|America/Los_Angeles|216461
us-ms-jackson|Jackson|MS|US|32.2988|-90.1850|America/Chicago|213799
us-mo-st-charles|St. Charles|MO|US|38.7843|-90.5062|America/Chicago|213140
us-tx-lubbock|Lubbock|TX|US|33.5800|-101.8800|America/Chicago|212344
us-il-evanston|Evanston|IL|US|42.0483|-87.7000|America/Chicago|212243
us-pa-lancaster|Lancaster|PA|US|40.0378|-76.3058|America/New_York|209489
us-tn-chattanooga|Chattanooga|TN|US|35.0700|-85.2500|America/New_York|206572
us-mi-flint|Flint|MI|US|43.0129|-83.6875|America/Detroit|206235
us-il-rockford|Rockford|IL|US|42.2697|-89.0697|America/Chicago|204372
us-sc-greenville|Greenville|SC|US|34.8529|-82.3942|America/New_York|203257
us-ga-columbus|Columbus|GA|US|32.4704|-84.9800|America/New_York|202225
us-mi-lansing|Lansing|MI|US|42.7335|-84.5467|America/Detroit|198822
us-or-eugene|Eugene|OR|US|44.0500|-123.1000|America/Los_Angeles|195183
us-oh-youngstown|Youngstown|OH|US|41.0997|-80.6497|America/New_York|194765
us-al-montgomery|Montgomery|AL|US|32.3616|-86.2792|America/Chicago|194492
ca-sk-saskatoon|Saskatoon|SK|CA|52.1700|-106.6700|America/Regina|194076
us-ca-santa-rosa|Santa Rosa|CA|US|38.4504|-122.7000|America/Los_Angeles|193455
us-mi-ann-arbor|Ann Arbor|MI|US|42.3004|-83.7200|America/Detroit|189893
us-fl-sanford|Sanford|FL|US|28.7900|-81.2800|America/New_York|189375
us-ma-salem|Salem|MA|US|42.5225|-70.8831|America/New_York|188982
us-or-salem|Salem|OR|US|44.9281|-123.0239|America/Los_Angeles|187966
us-fl-tallahassee|Tallahassee|FL|US|30.4500|-84.2800|America/New_York|187403
us-fl-coral-springs|Coral Springs|FL|US|26.2708|-80.2708|America/New_York|185548
us-al-huntsville|Huntsville|AL|US|34.7200|-86.6100|America/Chicago|185475
us-nc-fayetteville|Fayetteville|NC|US|35.0629|-78.8836|America/New_York|184041
us-mo-springfield|Springfield|MO|US|37.1800|-93.3200|America/Chicago|180691
us-co-fort-collins|Fort Collins|CO|US|40.5607|-105.0589|America/Denver|178819
us-tx-amarillo|Amarillo|TX|US|35.2300|-101.8300|America/Chicago|178526
us-ia-davenport|Davenport|IA|US|41.5540|-90.5875|America/Chicago|178283
ca-sk-regina|Regina|SK|CA|50.4500|-104.6170|America/Regina|176183
us-tx-brownsville|Brownsville|TX|US|25.9200|-97.5000|America/Chicago|174707
us-ct-waterbury|Waterbury|CT|US|41.5500|-73.0500|America/New_York|174236
us-in-south-bend|South Bend|IN|US|41.6833|-86.2500|America/Indiana/Indianapolis|171791
us-fl-melbourne|Melbourne|FL|US|28.0833|-80.6083|America/New_York|170870
us-oh-canton|Canton|OH|US|40.7989|-81.3786|America/New_York|168410
us-tn-barlett|Barlett|TN|US|35.2229|-89.8411|America/Chicago|164844
us-wi-waukesha|Waukesha|WI|US|43.0116|-88.2314|America/Chicago|159012
us-fl-gainesville|Gainesville|FL|US|29.6514|-82.3250|America/New_York|158391
us-mn-lakeville|Lakeville|MN|US|44.6501|-93.2425|America/Chicago|156151
us-ga-savannah|Savannah|GA|US|32.0211|-81.1100|America/New_York|155849
us-nh-manchester|Manchester|NH|US|42.9960|-71.4553|America/New_York|153222
us-ga-augusta|Augusta|GA|US|33.4608|-81.9850|America/New_York|152896
us-ca-salinas|Salinas|CA|US|36.6822|-121.6417|America/Los_Angeles|152738
ca-bc-abbotsford|Abbotsford|BC|CA|49.0504|-122.3000|America/Vancouver|151683
us-nj-paterson|Paterson|NJ|US|40.9200|-74.1700|America/New_York|151205
ca-on-barrie|Barrie|ON|CA|44.3838|-79.7000|America/Toronto|150887
us-wi-green-bay|Green Bay|WI|US|44.5300|-88.0000|America/Chicago|149812
us-ia-cedar-rapids|Cedar Rapids|IA|US|41.9700|-91.6600|America/Chicago|149339
us-sd-sioux-falls|Sioux Falls|SD|US|43.5500|-96.7300|America/Chicago|148030
us-fl-pensacola|Pensacola|FL|US|30.4211|-87.2169|America/Chicago|145320
us-in-evansville|Evansville|IN|US|37.9747|-87.5558|America/Chicago|144788
us-va-roanoke|Roanoke|VA|US|37.2712|-79.9416|America/New_York|144670
us-ca-pasadena|Pasadena|CA|US|34.1604|-118.1389|America/Los_Angeles|144618
us-fl-kissimmee|Kissimmee|FL|US|28.2921|-81.4078|America/New_York|144590
us-il-waukegan|Waukegan|IL|US|42.3640|-87.8447|America/Chicago|144539
us-tx-waco|Waco|TX|US|31.5492|-97.1464|America/Chicago|143157
us-il-peoria|Peoria|IL|US|40.7000|-89.6700|America/Chicago|142622
us-fl-naples|Naples|FL|US|26.1421|-81.7950|America/New_York|141902
us-fl-daytona-beach|Daytona Beach|FL|US|29.2106|-81.0231|America/New_York|140776
us-pa-erie|Erie|PA|US|42.1299|-80.0850|America/New_York|138992
us-tx-denton|Denton|TX|US|33.2158|-97.1288|America/Chicago|138953
us-wi-appleton|Appleton|WI|US|44.2687|-88.4005|America/Chicago|136889
us-la-lafayette|Lafayette|LA|US|30.2000|-92.0199|America/Chicago|135206
us-ca-santa-barbara|Santa Barbara|CA|US|34.4350|-119.7200|America/Los_Angeles|135021
ca-qc-sherbrooke|Sherbrooke|QC|CA|45.4000|-71.9000|America/Montreal|134550
us-ca-vallejo|Vallejo|CA|US|38.1119|-122.2581|America/Los_Angeles|133368
us-fl-fort-pierce|Fort Pierce|FL|US|27.4468|-80.3258|America/New_York|132984
us-mo-independence|Independence|MO|US|39.0911|-94.4153|America/Chicago|130695
us-pa-york|York|PA|US|39.9629|-76.7280|America/New_York|128799
us-mi-kalamazoo|Kalamazoo|MI|US|42.2922|-85.5872|America/Detroit|128760
us-nd-fargo|Fargo|ND|US|46.8772|-96.7894|America/Chicago|127473
us-va-alexandria|Alexandria|VA|US|38.8204|-77.1000|America/New_York|127273
us-nc-wilmington|Wilmington|NC|US|34.2255|-77.9450|America/New_York|126992
us-ks-topeka|Topeka|KS|US|39.0500|-95.6700|America/Chicago|126831
us-il-springfield|Springfield|IL|US|39.8200|-89.6500|America/Chicago|125345
us-tn-clarksville|Clarksville|TN|US|36.5301|-87.3594|America/Chicago|122115
us-fl-ft-myers|Ft. Myers|FL|US|26.6403|-81.8605|America/New_York|120811
us-tx-killeen|Killeen|TX|US|31.1173|-97.7275|America/Chicago|120464
us-tx-college-station|College Station|TX|US|30.6279|-96.3344|America/Chicago|120000
ca-on-sudbury|Sudbury|ON|CA|46.5000|-80.9666|America/Toronto|119182
ca-qc-trois-rivieres|Trois-Rivières|QC|CA|46.3500|-72.5499|America/Montreal|118051
us-ny-niagara-falls|Niagara Falls|NY|US|43.0948|-79.0369|America/New_York|117567
us-fl-cape-coral|Cape Coral|FL|US|26.6029|-81.9797|America/New_York|117388
us-de-wilmington|Wilmington|DE|US|39.7463|-75.5469|America/New_York|116206
ca-nl-st-john-s|St. John’s|NL|CA|47.5850|-52.6810|America/St_Johns|115326
us-ma-new-bedford|New Bedford|MA|US|41.6561|-70.9447|America/New_York|115083
us-pa-scranton|Scranton|PA|US|41.4093|-75.6627|America/New_York|114701
us-ca-visalia|Visalia|CA|US|36.3250|-119.3160|America/Los_Angeles|114700
us-tx-edinburg|Edinburg|TX|US|26.3032|-98.1600|America/Chicago|114574
ca-on-sarnia|Sarnia|ON|CA|42.9666|-82.4000|America/Toronto|113585
us-ok-norman|Norman|OK|US|35.2279|-97.3441|America/Chicago|113525
ca-bc-kelowna|Kelowna|BC|CA|49.9000|-119.4833|America/Vancouver|110208
ca-on-kingston|Kingston|ON|CA|44.2337|-76.4833|America/Toronto|108298
us-ar-fayetteville|Fayetteville|AR|US|36.0630|-94.1572|America/Chicago|108268
us-co-pueblo|Pueblo|CO|US|38.2804|-104.6300|America/Denver|108244
us-tx-bryan|Bryan|TX|US|30.6742|-96.3697|America/Chicago|108157
us-tx-abilene|Abilene|TX|US|32.4486|-99.7328|America/Chicago|108008
us-tx-beaumont|Beaumont|TX|US|30.0863|-94.1017|America/Chicago|107456
us-co-boulder|Boulder|CO|US|40.0384|-105.2461|America/Denver|106898
us-co-greeley|Greeley|CO|US|40.4192|-104.7400|America/Denver|106143
us-nc-asheville|Asheville|NC|US|35.6012|-82.5541|America/New_York|105775
us-wi-racine|Racine|WI|US|42.7277|-87.8118|America/Chicago|105459
us-ga-macon|Macon|GA|US|32.8504|-83.6300|America/New_York|104933
us-ny-schenectady|Schenectady|NY|US|42.8146|-73.9400|America/New_York|104768
us-ca-national-city|National City|CA|US|32.6719|-117.0980|America/Los_Angeles|104291
us-mn-rochester|Rochester|MN|US|44.0221|-92.4697|America/Chicago|102433
us-mt-billings|Billings|MT|US|45.7883|-108.5400|America/Denver|102152
us-il-rock-island|Rock Island|IL|US|41.4934|-90.5346|America/Chicago|102056
us-tx-tyler|Tyler|TX|US|32.3511|-95.3008|America/Chicago|101562
us-ca-santa-cruz|Santa Cruz|CA|US|36.9719|-122.0264|America/Los_Angeles|101531
us-wa-olympia|Olympia|WA|US|47.0380|-122.8994|America/Los_Angeles|100950
us-ny-poughkeepsie|Poughkeepsie|NY|US|41.7002|-73.9214|America/New_York|100671
us-al-tuscaloosa|Tuscaloosa|AL|US|33.2251|-87.5442|America/Chicago|100595
us-in-elkhart|Elkhart|IN|US|41.6829|-85.9688|America/Indiana/Indianapolis|100295
us-tn-murfreesboro|Murfreesboro|TN|US|35.8460|-86.3903|America/Chicago|100237
us-il-bloomington|Bloomington|IL|US|40.4846|-88.9936|America/Chicago|99843
us-pa-wilkes-barre|Wilkes Barre|PA|US|41.2490|-75.8779|America/New_York|99825
us-me-portland|Portland|ME|US|43.6722|-70.2455|America/New_York|99504
us-fl-coral-gables|Coral Gables|FL|US|25.7154|-80.2911|America/New_York|98701
us-tx-odessa|Odessa|TX|US|31.8456|-102.3672|America/Chicago|98655
ca-on-thunder-bay|Thunder Bay|ON|CA|48.4462|-89.2750|America/Thunder_Bay|98354
us-tx-midland|Midland|TX|US|32.0307|-102.0975|America/Chicago|98142
us-in-lafayette|Lafayette|IN|US|40.4172|-86.8782|America/Indiana/Indianapolis|98104
us-ca-santa-maria|Santa Maria|CA|US|34.9401|-120.4366|America/Los_Angeles|98093
us-nm-las-cruces|Las Cruces|NM|US|32.3126|-106.7778|America/Denver|97676
us-tx-wichita-falls|Wichita Falls|TX|US|33.9136|-98.4931|America/Chicago|97429
us-fl-ocala|Ocala|FL|US|29.1874|-82.1403|America/New_York|95470
us-hi-wahiawa|Wahiawa|HI|US|21.5031|-158.0236|Pacific/Honolulu|95336
us-ca-redding|Redding|CA|US|40.5870|-122.3906|America/Los_Angeles|93872
us-wa-yakima|Yakima|WA|US|46.6022|-120.5047|America/Los_Angeles|93846
us-ny-binghamton|Binghamton|NY|US|42.0990|-75.9183|America/New_York|92688
us-il-belleville|Belleville|IL|US|38.5252|-90.0002|America/Chicago|92410
us-fl-spring-hill|Spring Hill|FL|US|28.4789|-82.5477|America/New_York|91888
us-il-urbana|Urbana|IL|US|40.1100|-88.2042|America/Chicago|91793
us-mi-saginaw|Saginaw|MI|US|43.4195|-83.9508|America/Detroit|89458
us-or-medford|Medford|OR|US|42.3266|-122.8744|America/Los_Angeles|89082
ca-nb-moncton|Moncton|NB|CA|46.0833|-64.7667|America/Moncton|89051
us-az-yuma|Yuma|AZ|US|32.6853|-114.6236|America/Phoenix|88403
us-ks-lawrence|Lawrence|KS|US|38.9598|-95.2552|America/Chicago|88020
us-ar-fort-smith|Fort Smith|AR|US|35.3862|-94.3984|America/Chicago|87987
us-tx-san-angelo|San Angelo|TX|US|31.4640|-100.4367|America/Chicago|87298
us-wv-charleston|Charleston|WV|US|38.3497|-81.6327|America/New_York|87113
us-ia-sioux-city|Sioux City|IA|US|42.5004|-96.4000|America/Chicago|87090
us-tx-harlingen|Harlingen|TX|US|26.1976|-97.6902|America/Chicago|86749
us-wa-bellingham|Bellingham|WA|US|48.7601|-122.4869|America/Los_Angeles|86566
us-mn-st-cloud|St. Cloud|MN|US|45.5612|-94.1622|America/Chicago|85974
us-ok-lawton|Lawton|OK|US|34.5990|-98.4100|America/Chicago|85796
us-in-bloomington|Bloomington|IN|US|39.1657|-86.5264|America/Indiana/Indianapolis|85782
us-va-lynchburg|Lynchburg|VA|US|37.4136|-79.1425|America/New_York|84581
us-ca-merced|Merced|CA|US|37.3026|-120.4819|America/Los_Angeles|84355
us-ca-yuba-city|Yuba City|CA|US|39.1410|-121.6158|America/Los_Angeles|84325
us-ca-victoriaville|Victorville|CA|US|34.5365|-117.2903|America/Los_Angeles|83496
us-id-caldwell|Caldwell|ID|US|43.6610|-116.6705|America/Boise|83403
us-ca-chico|Chico|CA|US|39.7286|-121.8364|America/Los_Angeles|83227
ca-bc-nanaimo|Nanaimo|BC|CA|49.1460|-123.9343|America/Vancouver|82698
us-wa-kennewick|Kennewick|WA|US|46.2114|-119.1361|America/Los_Angeles|82331
us-ga-albany|Albany|GA|US|31.5787|-84.1558|America/New_York|82280
us-ia-waterloo|Waterloo|IA|US|42.4932|-92.3428|America/Chicago|82092
us-wa-bremerton|Bremerton|WA|US|47.5736|-122.6420|America/Los_Angeles|82040
us-mn-duluth|Duluth|MN|US|46.7833|-92.1064|America/Chicago|82027
us-ny-utica|Utica|NY|US|43.1012|-75.2331|America/New_York|81870
us-nc-greenville|Greenville|NC|US|35.6129|-77.3667|America/New_York|81661
us-ia-iowa-city|Iowa City|IA|US|41.6611|-91.5300|America/Chicago|81343
us-sc-spartanburg|Spartanburg|SC|US|34.9494|-81.9323|America/New_York|81059
us-nm-santa-fe|Santa Fe|NM|US|35.6869|-105.9372|America/Denver|80943
us-ia-council-bluffs|Council Bluffs|IA|US|41.2623|-95.8608|America/Chicago|80285
us-ut-st-george|St. George|UT|US|37.1042|-113.5833|America/Denver|79988
us-ms-southaven|Southaven|MS|US|34.9689|-90.0035|America/Chicago|79923
ca-on-peterborough|Peterborough|ON|CA|44.3000|-78.3333|America/Toronto|79752
us-in-new-albany|New Albany|IN|US|38.3109|-85.8213|America/Kentucky/Louisville|78382
us-ga-athens|Athens|GA|US|33.9613|-83.3780|America/New_York|78018
us-ca-monterey|Monterey|CA|US|36.6003|-121.8936|America/Los_Angeles|77298
us-sc-rock-hill|Rock Hill|SC|US|34.9404|-81.0300|America/New_York|77165
us-la-lake-charles|Lake Charles|LA|US|30.2264|-93.2172|America/Chicago|77065
us-va-fredericksburg|Fredericksburg|VA|US|38.3035|-77.4608|America/New_York|76848
us-tx-baytown|Baytown|TX|US|29.7558|-94.9677|America/Chicago|76688
us-la-monroe|Monroe|LA|US|32.5096|-92.1192|America/Chicago|76675
us-ms-gulfport|Gulfport|MS|US|30.3676|-89.0928|America/Chicago|76646
us-va-petersburg|Petersburg|VA|US|37.2278|-77.4022|America/New_York|76159
us-tx-longview|Longview|TX|US|32.5005|-94.7403|America/Chicago|75658
us-in-muncie|Muncie|IN|US|40.1938|-85.3864|America/Indiana/Indianapolis|75388
us-co-grand-junction|Grand Junction|CO|US|39.0939|-108.5500|America/Denver|75076
us-il-decatur|Decatur|IL|US|39.8407|-88.9547|America/Chicago|74968
us-mo-st-joseph|St. Joseph|MO|US|39.7690|-94.8464|America/Chicago|74879
us-tn-columbia|Columbia|TN|US|35.6150|-87.0353|America/Chicago|74866
us-oh-springfield|Springfield|OH|US|39.9200|-83.8000|America/New_York|74451
ca-ab-red-deer|Red Deer|AB|CA|52.2666|-113.8000|America/Edmonton|74225
us-nc-jacksonville|Jacksonville|NC|US|34.7543|-77.4306|America/New_York|72652
us-wi-eau-claire|Eau Claire|WI|US|44.8114|-91.4984|America/Chicago|71296
ca-nb-saint-john|Saint John|NB|CA|45.2670|-66.0767|America/Moncton|71153
us-mi-muskegon|Muskegon|MI|US|43.2346|-86.2484|America/Detroit|70645
us-or-bend|Bend|OR|US|44.0719|-121.3100|America/Los_Angeles|70599
us-wi-la-crosse|La Crosse|WI|US|43.8014|-91.2394|America/Chicago|69600
us-fl-panama-city|Panama City|FL|US|30.1586|-85.6553|America/Chicago|68853
ca-bc-kamloops|Kamloops|BC|CA|50.6667|-120.3333|America/Vancouver|68671
us-fl-winter-haven|Winter Haven|FL|US|28.0219|-81.7330|America/New_York|68435
us-tn-johnson-city|Johnson City|TN|US|36.3133|-82.3536|America/New_York|68071
us-mt-missoula|Missoula|MT|US|46.8722|-113.9931|America/Denver|68010
us-mi-pontiac|Pontiac|MI|US|42.6519|-83.2902|America/Detroit|67994
us-wi-oshkosh|Oshkosh|WI|US|44.0251|-88.5425|America/Chicago|67858
us-sd-rapid-city|Rapid City|SD|US|44.0806|-103.2306|America/Denver|67760
us-wv-huntington|Huntington|WV|US|38.4196|-82.4453|America/New_York|66957
ca-qc-st-jerome|St.-Jerome|QC|CA|45.7666|-74.0000|America/Montreal|66694
us-vt-burlington|Burlington|VT|US|44.4758|-73.2125|America/New_York|66204
us-id-idaho-falls|Idaho Falls|ID|US|43.4667|-112.0333|America/Boise|65787
us-wi-janesville|Janesville|WI|US|42.6826|-89.0216|America/Chicago|65477
us-in-terre-haute|Terre Haute|IN|US|39.4666|-87.4139|America/Indiana/Indianapolis|65150
us-nc-hickory|Hickory|NC|US|35.7335|-81.3414|America/New_York|64898
us-pa-state-college|State College|PA|US|40.7937|-77.8602|America/New_York|64881
us-pa-beaver-falls|Beaver Falls|PA|US|40.7519|-80.3194|America/New_York|64815
ca-ab-lethbridge|Lethbridge|AB|CA|49.7005|-112.8333|America/Edmonton|64594
us-wy-cheyenne|Cheyenne|WY|US|41.1400|-104.8197|America/Denver|64185
ca-bc-prince-george|Prince George|BC|CA|53.9167|-122.7667|America/Vancouver|64133
us-oh-mansfield|Mansfield|OH|US|40.7583|-82.5155|America/New_York|64039
us-tx-victoria|Victoria|TX|US|28.8050|-97.0033|America/Chicago|63127
us-pa-altoona|Altoona|PA|US|40.5186|-78.3950|America/New_York|62785
us-tn-jackson|Jackson|TN|US|35.6149|-88.8139|America/Chicago|62638
us-tx-galveston|Galveston|TX|US|29.3011|-94.7975|America/Chicago|62516
us-mi-battle-creek|Battle Creek|MI|US|42.3211|-85.1797|America/Detroit|62454
us-al-auburn|Auburn|AL|US|32.6097|-85.4808|America/Chicago|61881
us-al-dothan|Dothan|AL|US|31.2235|-85.3906|America/Chicago|61715
us-ga-marietta|Marietta|GA|US|33.9556|-84.5432|America/New_York|61360
us-ky-bowling-green|Bowling Green|KY|US|36.9907|-86.4436|America/Chicago|61349
us-mt-great-falls|Great Falls|MT|US|47.5003|-111.3000|America/Denver|61317
us-va-charlottesville|Charlottesville|VA|US|38.0292|-78.4769|America/New_York|61314
us-ct-new-london|New London|CT|US|41.3555|-72.1000|America/New_York|61236
us-ky-owensboro|Owensboro|KY|US|37.7746|-87.1133|America/Chicago|61152
us-la-alexandria|Alexandria|LA|US|31.3111|-92.4450|America/Chicago|60876
us-az-flagstaff|Flagstaff|AZ|US|35.1981|-111.6505|America/Phoenix|60780
us-fl-homestead|Homestead|FL|US|25.4683|-80.4778|America/New_York|60673
us-mo-joplin|Joplin|MO|US|37.0846|-94.5131|America/Chicago|60291
us-nd-bismarck|Bismarck|ND|US|46.8083|-100.7833|America/Chicago|60289
us-ia-dubuque|Dubuque|IA|US|42.5009|-90.6645|America/Chicago|59834
us-md-annapolis|Annapolis|MD|US|38.9783|-76.4925|America/New_York|58776
us-ut-logan|Logan|UT|US|41.7359|-111.8336|America/Denver|58664
us-nj-atlantic-city|Atlantic City|NJ|US|39.3646|-74.4233|America/New_York|58564
us-tx-san-marcos|San Marcos|TX|US|29.8831|-97.9411|America/Chicago|58554
us-md-hagerstown|Hagerstown|MD|US|39.6416|-77.7203|America/New_York|58488
us-tx-temple|Temple|TX|US|31.1021|-97.3630|America/Chicago|58432
ca-ab-medicine-hat|Medicine Hat|AB|CA|50.0333|-110.6833|America/Edmonton|58382
us-ar-jonesboro|Jonesboro|AR|US|35.8426|-90.7042|America/Chicago|58322
us-il-alton|Alton|IL|US|38.8910|-90.1842|America/Chicago|57386
us-id-pocatello|Pocatello|ID|US|42.8713|-112.4447|America/Boise|57327
us-nc-rocky-mount|Rocky Mount|NC|US|35.9380|-77.7908|America/New_York|57179
us-ia-ames|Ames|IA|US|42.0539|-93.6197|America/Chicago|56855
ca-qc-drummondville|Drummondville|QC|CA|45.8833|-72.4834|America/Montreal|56806
us-fl-port-charlotte|Port Charlotte|FL|US|27.0000|-82.1057|America/New_York|56806
us-ar-conway|Conway|AR|US|35.0913|-92.4513|America/Chicago|56760
us-wy-casper|Casper|WY|US|42.8666|-106.3125|America/Denver|56149
us-wi-wausau|Wausau|WI|US|44.9592|-89.6300|America/Chicago|56101
us-la-slidell|Slidell|LA|US|30.2750|-89.7811|America/Chicago|56019
us-tx-texas-city|Texas City|TX|US|29.4109|-94.9628|America/Chicago|55718
us-or-springfield|Springfield|OR|US|44.0519|-122.9780|America/Los_Angeles|55532
us-az-lake-havasu-city|Lake Havasu City|AZ|US|34.4983|-114.3083|America/Phoenix|55443
us-tx-port-arthur|Port Arthur|TX|US|29.8990|-93.9286|America/Chicago|54972
us-or-corvallis|Corvallis|OR|US|44.5724|-123.2800|America/Los_Angeles|54866
us-ca-san-luis-obispo|San Luis Obispo|CA|US|35.2832|-120.6586|America/Los_Angeles|54759
us-de-dover|Dover|DE|US|39.1581|-75.5247|America/New_York|54663
us-oh-lima|Lima|OH|US|40.7429|-84.1053|America/New_York|54135
ca-qc-chicoutimi|Chicoutimi|QC|CA|48.4333|-71.0667|America/Montreal|53940
us-va-blacksburg|Blacksburg|VA|US|37.2294|-80.4142|America/New_York|53846
us-nv-carson-city|Carson City|NV|US|39.1638|-119.7664|America/Los_Angeles|53767
us-in-kokomo|Kokomo|IN|US|40.4868|-86.1336|America/Indiana/Indianapolis|53674
us-ms-hattiesburg|Hattiesburg|MS|US|31.3273|-89.2902|America/Chicago|53499
us-nd-grand-forks|Grand Forks|ND|US|47.9253|-97.0325|America/Chicago|53496
us-ga-valdosta|Valdosta|GA|US|30.8329|-83.2786|America/New_York|53420
us-ca-tulare|Tulare|CA|US|36.2070|-119.3441|America/Los_Angeles|53006
us-md-st-charles|St. Charles|MD|US|38.6031|-76.9389|America/New_York|52792
us-il-oak-park|Oak Park|IL|US|41.8833|-87.8000|America/Chicago|52261
us-ar-texarkana|Texarkana|AR|US|33.4421|-94.0375|America/Chicago|52169
ca-bc-chilliwack|Chilliwack|BC|CA|49.1666|-121.9500|America/Vancouver|51942
us-fl-vero-beach|Vero Beach|FL|US|27.6423|-80.3911|America/New_York|51651
us-mi-bay-city|Bay City|MI|US|43.5945|-83.8889|America/Detroit|51559
us-ar-pine-bluff|Pine Bluff|AR|US|34.2287|-92.0031|America/Chicago|51472
us-wa-longview|Longview|WA|US|46.1387|-122.9370|America/Los_Angeles|51290
us-ks-manhattan|Manhattan|KS|US|39.1940|-96.5924|America/Chicago|51289
us-wi-sheboygan|Sheboygan|WI|US|43.7508|-87.7144|America/Chicago|51148
us-tn-kingsport|Kingsport|TN|US|36.5483|-82.5619|America/New_York|50710
us-mi-sault-ste-marie|Sault Ste. Marie|MI|US|46.4953|-84.3453|America/Detroit|50174
us-la-houma|Houma|LA|US|29.5959|-90.7195|America/Chicago|48196
us-il-kankakee|Kankakee|IL|US|41.1204|-87.8611|America/Chicago|48116
us-wi-fond-du-lac|Fond du Lac|WI|US|43.7734|-88.4469|America/Chicago|48080
us-or-albany|Albany|OR|US|44.6205|-123.0869|America/Los_Angeles|48067
us-hi-hilo|Hilo|HI|US|19.7000|-155.0900|Pacific/Honolulu|47721
ca-on-cornwall|Cornwall|ON|CA|45.0171|-74.7333|America/Toronto|47602
us-az-prescott|Prescott|AZ|US|34.5900|-112.4478|America/Phoenix|47587
us-fl-titusville|Titusville|FL|US|28.6123|-80.8078|America/New_York|47506
us-ks-salina|Salina|KS|US|38.8247|-97.6072|America/Chicago|46877
us-wv-parkersburg|Parkersburg|WV|US|39.2667|-81.5616|America/New_York|46750
us-me-lewiston|Lewiston|ME|US|44.1007|-70.2153|America/New_York|46689
us-ny-elmira|Elmira|NY|US|42.0901|-76.8080|America/New_York|46201
ca-on-north-bay|North Bay|ON|CA|46.3000|-79.4500|America/Toronto|45989
us-ok-enid|Enid|OK|US|36.3955|-97.8781|America/Chicago|45964
us-wa-wenatchee|Wenatchee|WA|US|47.4236|-120.3090|America/Los_Angeles|45892
us-pa-johnstown|Johnstown|PA|US|40.3271|-78.9222|America/New_York|45822
us-mn-mankato|Mankato|MN|US|44.1636|-93.9992|America/Chicago|45732
us-ny-ithaca|Ithaca|NY|US|42.4406|-76.4969|America/New_York|45545
us-mo-jefferson-city|Jefferson City|MO|US|38.5766|-92.1733|America/Chicago|45511
us-tx-new-braunfels|New Braunfels|TX|US|29.6978|-98.1263|America/Chicago|45270
us-ok-stillwater|Stillwater|OK|US|36.1354|-97.0683|America/Chicago|45212
us-ne-grand-island|Grand Island|NE|US|40.9223|-98.3580|America/Chicago|45209
us-ma-pittsfield|Pittsfield|MA|US|42.4482|-73.2598|America/New_York|45202
us-nm-roswell|Roswell|NM|US|33.3945|-104.5225|America/Denver|45083
us-ga-dalton|Dalton|GA|US|34.7697|-84.9703|America/New_York|45078
us-fl-palm-coast|Palm Coast|FL|US|29.5380|-81.2233|America/New_York|45030
ca-nb-fredericton|Fredericton|NB|CA|45.9500|-66.6333|America/Moncton|44525
us-fl-st-augustine|St. Augustine|FL|US|29.8949|-81.3147|America/New_York|44214
ca-on-belleville|Belleville|ON|CA|44.1667|-77.3833|America/Toronto|43990
us-sc-florence|Florence|SC|US|34.1957|-79.7628|America/New_York|43978
us-wv-morgantown|Morgantown|WV|US|39.6298|-79.9561|America/New_York|43883
us-ms-biloxi|Biloxi|MS|US|30.3958|-88.8853|America/Chicago|43857
us-pa-williamsport|Williamsport|PA|US|41.2411|-77.0014|America/New_York|43792
us-tx-freeport|Freeport|TX|US|28.9595|-95.3569|America/Chicago|43762
us-ak-fairbanks|Fairbanks|AK|US|64.8370|-147.7107|America/Anchorage|43609
us-sc-anderson|Anderson|SC|US|34.5037|-82.6503|America/New_York|43476
us-il-quincy|Quincy|IL|US|39.9360|-91.4097|America/Chicago|43420
us-va-danville|Danville|VA|US|36.5863|-79.3953|America/New_York|43176
us-id-twin-falls|Twin Falls|ID|US|42.5610|-114.4606|America/Boise|42959
us-nc-goldsboro|Goldsboro|NC|US|35.3851|-77.9931|America/New_York|42923
us-nm-farmington|Farmington|NM|US|36.7542|-108.1861|America/Denver|42918
us-nh-concord|Concord|NH|US|43.2081|-71.5380|America/New_York|42647
us-ks-hutchinson|Hutchinson|KS|US|38.0655|-97.9235|America/Chicago|42537
us-ca-delano|Delano|CA|US|35.7619|-119.2431|America/Los_Angeles|42397
us-oh-lancaster|Lancaster|OH|US|39.7192|-82.6053|America/New_York|42356
us-va-harrisonburg|Harrisonburg|VA|US|38.4494|-78.8692|America/New_York|42132
us-ny-saratoga-springs|Saratoga Springs|NY|US|43.0830|-73.7850|America/New_York|41891
ca-qc-shawinigan|Shawinigan|QC|CA|46.5504|-72.7333|America/Montreal|41752
us-ca-el-centro|El Centro|CA|US|32.7924|-115.5580|America/Los_Angeles|41662
us-tx-conroe|Conroe|TX|US|30.3121|-95.4559|America/Chicago|41643
ca-ab-grand-prairie|Grand Prairie|AB|CA|55.1666|-118.8000|America/Edmonton|41154
us-in-richmond|Richmond|IN|US|39.8289|-84.8903|America/Indiana/Indianapolis|41016
us-wv-wheeling|Wheeling|WV|US|40.0643|-80.7211|America/New_York|40940
us-ms-meridian|Meridian|MS|US|32.3642|-88.7036|America/Chicago|40864
us-me-bangor|Bangor|ME|US|44.8012|-68.7783|America/New_York|40843
us-ar-hot-springs|Hot Springs|AR|US|34.5040|-93.0550|America/Chicago|40826
us-al-florence|Florence|AL|US|34.7997|-87.6772|America/Chicago|40807
us-id-lewiston|Lewiston|ID|US|46.4166|-117.0166|America/Los_Angeles|40097
ca-qc-joliette|Joliette|QC|CA|46.0333|-73.4333|America/Montreal|40067
us-wa-richland|Richland|WA|US|46.2918|-119.2911|America/Los_Angeles|39941
us-tx-eagle-pass|Eagle Pass|TX|US|28.7110|-100.4893|America/Chicago|39683
us-va-winchester|Winchester|VA|US|39.1787|-78.1666|America/New_York|39418
us-al-gadsden|Gadsden|AL|US|34.0146|-86.0066|America/Chicago|39265
us-mt-bozeman|Bozeman|MT|US|45.6801|-111.0378|America/Denver|39050
us-ok-muskogee|Muskogee|OK|US|35.7482|-95.3694|America/Chicago|38996
us-tx-sherman|Sherman|TX|US|33.6360|-96.6086|America/Chicago|38696
us-tx-lufkin|Lufkin|TX|US|31.3384|-94.7289|America/Chicago|38466
us-az-casa-grande|Casa Grande|AZ|US|32.8794|-111.7566|America/Phoenix|38397
us-il-cape-girardeau|Cape Girardeau|IL|US|37.3058|-89.5181|America/Chicago|38166
us-az-bullhead-city|Bullhead City|AZ|US|35.1482|-114.5675|America/Phoenix|37989
ca-qc-victoriaville|Victoriaville|QC|CA|46.0504|-71.9667|America/Montreal|37963
us-ny-jamestown|Jamestown|NY|US|42.0974|-79.2355|America/New_York|37917
us-wa-walla-walla|Walla Walla|WA|US|46.0652|-118.3419|America/Los_Angeles|37864
ca-ns-sydney|Sydney|NS|CA|46.0661|-60.1800|America/Glace_Bay|37538
us-sc-myrtle-beach|Myrtle Beach|SC|US|33.6889|-78.8870|America/New_York|37334
us-nd-minot|Minot|ND|US|48.2325|-101.2958|America/Chicago|37162
ca-pe-charlottetown|Charlottetown|PE|CA|46.2493|-63.1313|America/Halifax|36848
us-sc-aiken|Aiken|SC|US|33.5495|-81.7206|America/New_York|36717
us-or-grants-pass|Grants Pass|OR|US|42.4395|-123.3272|America/Los_Angeles|36690
us-ms-greenville|Greenville|MS|US|33.4104|-91.0617|America/Chicago|36540
us-ri-newport|Newport|RI|US|41.4904|-71.3134|America/New_York|35893
us-tx-del-rio|Del Rio|TX|US|29.3629|-100.8964|America/Chicago|35804
ca-qc-rimouski|Rimouski|QC|CA|48.4337|-68.5167|America/Montreal|35584
us-la-new-iberia|New Iberia|LA|US|30.0036|-91.8183|America/Chicago|34985
us-mi-benton-harbor|Benton Harbor|MI|US|42.1166|-86.4542|America/Detroit|34638
us-id-coeur-d-alene|Coeur d'Alene|ID|US|47.6781|-116.7794|America/Los_Angeles|34514
us-tx-huntsville|Huntsville|TX|US|30.7238|-95.5506|America/Chicago|34445
us-mn-moorhead|Moorhead|MN|US|46.8743|-96.7422|America/Chicago|34333
us-in-marion|Marion|IN|US|40.5583|-85.6592|America/Indiana/Indianapolis|34249
ca-bc-penticton|Penticton|BC|CA|49.5004|-119.5833|America/Vancouver|34035
us-ca-eureka|Eureka|CA|US|40.8022|-124.1475|America/Los_Angeles|34012
ca-on-timmins|Timmins|ON|CA|48.4666|-81.3333|America/Toronto|33938
us-fl-leesburg|Leesburg|FL|US|28.8105|-81.8833|America/New_York|33929
us-ms-tupelo|Tupelo|MS|US|34.2579|-88.7033|America/Chicago|33928
us-nc-salisbury|Salisbury|NC|US|35.6708|-80.4745|America/New_York|33907
ca-on-orillia|Orillia|ON|CA|44.6000|-79.4167|America/Toronto|33831
us-ky-paducah|Paducah|KY|US|37.0837|-88.6000|America/Chicago|33812
us-nm-alamogordo|Alamogordo|NM|US|32.8995|-105.9597|America/Denver|33711
us-nm-clovis|Clovis|NM|US|34.4051|-103.2048|America/Denver|33478
us-az-kingman|Kingman|AZ|US|35.1899|-114.0522|America/Phoenix|33307
us-oh-bowling-green|Bowling Green|OH|US|41.3747|-83.6514|America/New_York|33148
us-mt-helena|Helena|MT|US|46.5927|-112.0353|America/Denver|33033
us-hi-wailuku|Wailuku|HI|US|20.8915|-156.5047|Pacific/Honolulu|32770
us-oh-zanesville|Zanesville|OH|US|39.9403|-82.0133|America/New_York|32514
us-tx-cleburne|Cleburne|TX|US|32.3515|-97.3925|America/Chicago|32263
us-ky-frankfort|Frankfort|KY|US|38.2008|-84.8734|America/New_York|32215
us-il-galesburg|Galesburg|IL|US|40.9478|-90.3711|America/Chicago|32079
us-wi-west-bend|West Bend|WI|US|43.4257|-88.1833|America/Chicago|31981
us-ga-brunswick|Brunswick|GA|US|31.1497|-81.4917|America/New_York|31786
us-ky-hopkinsville|Hopkinsville|KY|US|36.8655|-87.4886|America/Chicago|31630
us-mt-butte|Butte|MT|US|46.0039|-112.5338|America/Denver|31478
ca-sk-moose-jaw|Moose Jaw|SK|CA|50.4000|-105.5500|America/Regina|31437
us-va-bristol|Bristol|VA|US|36.6115|-82.1760|America/New_York|31277
us-or-klamath-falls|Klamath Falls|OR|US|42.2250|-121.7805|America/Los_Angeles|31091
us-ny-watertown|Watertown|NY|US|43.9752|-75.9111|America/New_York|30938
ca-on-orangeville|Orangeville|ON|CA|43.9171|-80.0833|America/Toronto|30812
us-tx-nacogdoches|Nacogdoches|TX|US|31.6037|-94.6553|America/Chicago|30691
us-tn-oak-ridge|Oak Ridge|TN|US|36.0107|-84.2697|America/New_York|30472
us-ne-kearney|Kearney|NE|US|40.7007|-99.0811|America/Chicago|30156
ca-bc-campbell-river|Campbell River|BC|CA|50.0171|-125.2500|America/Vancouver|29942
us-mn-winona|Winona|MN|US|44.0504|-91.6392|America/Chicago|29758
ca-sk-prince-albert|Prince Albert|SK|CA|53.2000|-105.7500|America/Regina|29644
us-ok-shawnee|Shawnee|OK|US|35.3428|-96.9338|America/Chicago|29160
ca-bc-courtenay|Courtenay|BC|CA|49.6833|-125.0000|America/Vancouver|28946
us-ga-la-grange|La Grange|GA|US|33.0365|-85.0319|America/New_York|28887
us-mi-traverse-city|Traverse City|MI|US|44.7684|-85.6222|America/Detroit|28807
us-il-carbondale|Carbondale|IL|US|37.7268|-89.2202|America/Chicago|28473
us-nm-hobbs|Hobbs|NM|US|32.7126|-103.1406|America/Denver|28376
us-ks-emporia|Emporia|KS|US|38.4042|-96.1814|America/Chicago|27797
us-ia-burlington|Burlington|IA|US|40.8079|-91.1128|America/Chicago|27691
us-ks-garden-city|Garden City|KS|US|37.9752|-100.8641|America/Chicago|27495
us-wi-superior|Superior|WI|US|46.7212|-92.1039|America/Chicago|27474
us-wv-beckley|Beckley|WV|US|37.7802|-81.1830|America/New_York|27358
us-ia-mason-city|Mason City|IA|US|43.1540|-93.2008|America/Chicago|27327
ca-mb-brandon|Brandon|MB|CA|49.8333|-99.9500|America/Winnipeg|27326
us-nc-lumberton|Lumberton|NC|US|34.6272|-79.0119|America/New_York|27050
us-sc-sumter|Sumter|SC|US|33.9207|-80.3417|America/New_York|27012
us-fl-key-west|Key West|FL|US|24.5552|-81.7827|America/New_York|27012
us-ia-ft-dodge|Ft. Dodge|IA|US|42.5068|-94.1803|America/Chicago|26284
us-ca-paso-robles|Paso Robles|CA|US|35.6266|-120.6900|America/Los_Angeles|26221
us-ak-juneau|Juneau|AK|US|58.3141|-134.4200|America/Juneau|26172
ca-qc-saint-georges|Saint-Georges|QC|CA|46.1171|-70.6667|America/Montreal|26149
us-wy-gillette|Gillette|WY|US|44.2832|-105.5053|America/Denver|26107
ca-qc-sept-iles|Sept-Îles|QC|CA|50.3161|-66.3600|America/Montreal|25686
us-wy-laramie|Laramie|WY|US|41.3114|-105.5906|America/Denver|25588
us-or-roseburg|Roseburg|OR|US|43.2184|-123.3561|America/Los_Angeles|25455
us-ut-cedar-city|Cedar City|UT|US|37.6774|-113.0611|America/Denver|25372
us-ia-ottumwa|Ottumwa|IA|US|41.0129|-92.4148|America/Chicago|25288
us-nm-carlsbad|Carlsbad|NM|US|32.4206|-104.2283|America/Denver|25240
us-ks-dodge-city|Dodge City|KS|US|37.7601|-100.0182|America/Chicago|25238
ca-on-brockville|Brockville|ON|CA|44.5893|-75.6953|America/Toronto|25172
us-mt-kalispell|Kalispell|MT|US|48.1978|-114.3160|America/Denver|25040
us-ms-oxford|Oxford|MS|US|34.3665|-89.5192|America/Chicago|25000
us-ms-starkville|Starkville|MS|US|33.4504|-88.8184|America/Chicago|25000
us-ok-bartlesville|Bartlesville|OK|US|36.7472|-95.9806|America/Chicago|24935
us-sd-aberdeen|Aberdeen|SD|US|45.4651|-98.4864|America/Chicago|24854
us-ok-ponca-city|Ponca City|OK|US|36.7074|-97.0853|America/Chicago|24843
us-ne-north-platte|North Platte|NE|US|41.1363|-100.7705|America/Chicago|24710
us-ms-vicksburg|Vicksburg|MS|US|32.3525|-90.8777|America/Chicago|24670
us-ne-norfolk|Norfolk|NE|US|42.0287|-97.4336|America/Chicago|24562
us-tx-kingsville|Kingsville|TX|US|27.5160|-97.8558|America/Chicago|24561
us-ok-ardmore|Ardmore|OK|US|34.1811|-97.1294|America/Chicago|24468
us-wa-aberdeen|Aberdeen|WA|US|46.9749|-123.8144|America/Los_Angeles|24400
ca-qc-rouyn-noranda|Rouyn-Noranda|QC|CA|48.2500|-79.0332|America/Montreal|24313
us-ny-plattsburg|Plattsburg|NY|US|44.6950|-73.4580|America/New_York|24234
us-sc-orangeburg|Orangeburg|SC|US|33.4968|-80.8622|America/New_York|24193
us-mn-faribault|Faribault|MN|US|44.2905|-93.2680|America/Chicago|24005
us-tx-big-spring|Big Spring|TX|US|32.2432|-101.4752|America/Chicago|23987
us-mi-marquette|Marquette|MI|US|46.5467|-87.4066|America/Detroit|23711
us-or-coos-bay|Coos Bay|OR|US|43.3666|-124.2166|America/Los_Angeles|23685
us-az-douglas|Douglas|AZ|US|31.3586|-109.5484|America/Phoenix|23439
us-al-enterprise|Enterprise|AL|US|31.3278|-85.8440|America/Chicago|23389
us-ms-laurel|Laurel|MS|US|31.6974|-89.1393|America/Chicago|23366
ca-yt-whitehorse|Whitehorse|YT|CA|60.7167|-135.0500|America/Whitehorse|23274
us-ar-paragould|Paragould|AR|US|36.0571|-90.5029|America/Chicago|22886
ca-on-owen-sound|Owen Sound|ON|CA|44.5666|-80.8500|America/Toronto|22625
us-wv-clarksburg|Clarksburg|WV|US|39.2833|-80.3369|America/New_York|22503
us-sc-beaufort|Beaufort|SC|US|32.4322|-80.6895|America/New_York|21941
ca-ab-fort-mcmurray|Fort McMurray|AB|CA|56.7333|-111.3833|America/Edmonton|21863
us-ca-ukiah|Ukiah|CA|US|39.1542|-123.2109|America/Los_Angeles|21827
us-nm-gallup|Gallup|NM|US|35.5241|-108.7340|America/Denver|21627
us-ar-el-dorado|El Dorado|AR|US|33.2139|-92.6625|America/Chicago|21385
us-me-augusta|Augusta|ME|US|44.3106|-69.7800|America/New_York|21301
us-mn-brainerd|Brainerd|MN|US|46.3580|-94.2008|America/Chicago|21203
us-tx-alice|Alice|TX|US|27.7505|-98.0705|America/Chicago|21122
us-ca-barstow|Barstow|CA|US|34.8990|-117.0219|America/Los_Angeles|21119
us-ky-madisonville|Madisonville|KY|US|37.3327|-87.5022|America/Chicago|20859
us-az-nogales|Nogales|AZ|US|31.3403|-110.9342|America/Phoenix|20837
us-md-cumberland|Cumberland|MD|US|39.6532|-78.7628|America/New_York|20832
us-ks-hays|Hays|KS|US|38.8794|-99.3222|America/Chicago|20639
ca-qc-val-d-or|Val d'Or|QC|CA|48.1166|-77.7666|America/Montreal|20625
us-me-waterville|Waterville|ME|US|44.5519|-69.6458|America/New_York|20529
us-ms-natchez|Natchez|MS|US|31.5548|-91.3875|America/Chicago|20491
us-sd-brookings|Brookings|SD|US|44.3068|-96.7880|America/Chicago|20314
us-tx-brownwood|Brownwood|TX|US|31.7079|-98.9823|America/Chicago|20261
us-ne-scottsbluff|Scottsbluff|NE|US|41.8675|-103.6607|America/Denver|20172
us-fl-lake-city|Lake City|FL|US|30.1897|-82.6397|America/New_York|20160
us-ok-mcalester|McAlester|OK|US|34.9330|-95.7660|America/Chicago|19894
ca-ns-new-glasgow|New Glasgow|NS|CA|45.5833|-62.6333|America/Halifax|19884
ca-nl-corner-brook|Corner Brook|NL|CA|48.9500|-57.9333|America/St_Johns|19742
us-al-selma|Selma|AL|US|32.4076|-87.0212|America/Chicago|19553
us-fl-crestview|Crestview|FL|US|30.7542|-86.5726|America/Chicago|19553
us-ga-dublin|Dublin|GA|US|32.5375|-82.9183|America/New_York|19259
us-wi-marinette|Marinette|WI|US|45.1004|-87.6305|America/Chicago|19170
us-co-durango|Durango|CO|US|37.2756|-107.8800|America/Denver|19128
us-mn-albert-lea|Albert Lea|MN|US|43.6478|-93.3687|America/Chicago|19064
us-ca-arcata|Arcata|CA|US|40.8852|-124.0882|America/Los_Angeles|19052
ca-nt-yellowknife|Yellowknife|NT|CA|62.4420|-114.3970|America/Yellowknife|18659
us-mo-poplar-bluff|Poplar Bluff|MO|US|36.7602|-90.4027|America/Chicago|18575
us-co-montrose|Montrose|CO|US|38.4773|-107.8655|America/Denver|18464
us-mn-willmar|Willmar|MN|US|45.1219|-95.0433|America/Chicago|18432
ca-bc-fort-st-john|Fort St. John|BC|CA|56.2500|-120.8333|America/Dawson_Creek|18089
us-mo-kirksville|Kirksville|MO|US|40.1937|-92.5828|America/Chicago|18083
ca-bc-cranbrook|Cranbrook|BC|CA|49.5167|-115.7667|America/Edmonton|17990
ca-nb-edmundston|Edmundston|NB|CA|47.3794|-68.3333|America/Moncton|17894
us-nv-elko|Elko|NV|US|40.8325|-115.7620|America/Los_Angeles|17537
us-tx-bay-city|Bay City|TX|US|28.9811|-95.9644|America/Chicago|17487
us-ga-waycross|Waycross|GA|US|31.2138|-82.3549|America/New_York|17446
us-wa-centralia|Centralia|WA|US|46.7164|-122.9530|America/Los_Angeles|16994
us-or-pendleton|Pendleton|OR|US|45.6726|-118.7875|America/Los_Angeles|16669
ca-qc-riviere-du-loup|Riviere-du-Loup|QC|CA|47.8333|-69.5333|America/Montreal|16403
us-fl-palatka|Palatka|FL|US|29.6477|-81.6513|America/New_York|16095
us-nd-dickinson|Dickinson|ND|US|46.8840|-102.7888|America/Denver|15988
ca-ab-camrose|Camrose|AB|CA|53.0167|-112.8166|America/Edmonton|15747
ca-sk-north-battleford|North Battleford|SK|CA|52.7666|-108.2833|America/Regina|15722
ca-qc-pembroke|Pembroke|QC|CA|45.8503|-77.1166|America/Montreal|15551
us-nm-deming|Deming|NM|US|32.2611|-107.7558|America/Denver|15523
us-nm-las-vegas|Las Vegas|NM|US|35.5970|-105.2225|America/Denver|15521
us-az-scottsdale|Scottsdale|AZ|US|33.6923|-111.8680|America/Phoenix|15401
us-nv-boulder-city|Boulder City|NV|US|35.9790|-114.8316|America/Los_Angeles|15073
us-tx-hereford|Hereford|TX|US|34.8219|-102.3986|America/Chicago|15024
us-sd-mitchell|Mitchell|SD|US|43.7143|-98.0262|America/Chicago|14973
us-mi-escanaba|Escanaba|MI|US|45.7457|-87.0644|America/Detroit|14970
us-nd-jamestown|Jamestown|ND|US|46.9060|-98.7030|America/Chicago|14955
ca-sk-swift-current|Swift Current|SK|CA|50.2837|-107.7666|America/Regina|14805
ca-bc-terrace|Terrace|BC|CA|54.5000|-128.5833|America/Vancouver|14772
ca-bc-prince-rupert|Prince Rupert|BC|CA|54.3167|-130.3300|America/Vancouver|14708
us-mi-alpena|Alpena|MI|US|45.0616|-83.4327|America/Detroit|14524
us-sd-yankton|Yankton|SD|US|42.8820|-97.3925|America/Chicago|14495
ca-sk-yorkton|Yorkton|SK|CA|51.2171|-102.4665|America/Regina|14378
us-mn-bemidji|Bemidji|MN|US|47.4736|-94.8802|America/Chicago|14064
ca-bc-quesnel|Quesnel|BC|CA|52.9837|-122.4833|America/Vancouver|13788
us-sd-pierre|Pierre|SD|US|44.3683|-100.3506|America/Chicago|13735
us-or-la-grande|La Grande|OR|US|45.3247|-118.0866|America/Los_Angeles|13646
us-tx-dumas|Dumas|TX|US|35.8624|-101.9669|America/Chicago|13552
ca-ab-brooks|Brooks|AB|CA|50.5671|-111.9000|America/Edmonton|13454
ca-qc-dolbeau|Dolbeau|QC|CA|48.8666|-72.2333|America/Montreal|13127
ca-mb-thompson|Thompson|MB|CA|55.7499|-97.8666|America/Winnipeg|13097
us-nd-williston|Williston|ND|US|48.1568|-103.6280|America/Chicago|12768
ca-bc-williams-lake|Williams Lake|BC|CA|52.1166|-122.1500|America/Vancouver|12361
us-ok-woodward|Woodward|OK|US|36.4334|-99.3977|America/Chicago|12340
us-mi-cadillac|Cadillac|MI|US|44.2512|-85.4136|America/Detroit|12178
us-ga-douglas|Douglas|GA|US|31.5078|-82.8507|America/New_York|12159
us-mi-iron-mountain|Iron Mountain|MI|US|45.8225|-88.0641|America/Menominee|12011
us-nm-los-alamos|Los Alamos|NM|US|35.8911|-106.2977|America/Denver|11997
us-tx-beeville|Beeville|TX|US|28.4060|-97.7508|America/Chicago|11748
us-id-burley|Burley|ID|US|42.5358|-113.7919|America/Boise|11645
ca-qc-mont-laurier|Mont-Laurier|QC|CA|46.5504|-75.5000|America/Montreal|11642
us-or-ontario|Ontario|OR|US|44.0266|-116.9619|America/Boise|11578
us-tx-vernon|Vernon|TX|US|34.1511|-99.2904|America/Chicago|11575
ca-ab-wetaskiwin|Wetaskiwin|AB|CA|52.9666|-113.3833|America/Edmonton|11563
us-co-glenwood-springs|Glenwood Springs|CO|US|39.5466|-107.3247|America/Denver|11272
us-ut-vernal|Vernal|UT|US|40.4554|-109.5280|America/Denver|11176
us-ks-coffeyville|Coffeyville|KS|US|37.0381|-95.6263|America/Chicago|10955
us-ia-spencer|Spencer|IA|US|43.1453|-95.1472|America/Chicago|10939
ca-on-kenora|Kenora|ON|CA|49.7667|-94.4666|America/Winnipeg|10852
us-ok-guymon|Guymon|OK|US|36.6858|-101.4795|America/Chicago|10844
us-mn-international-falls|International Falls|MN|US|48.6011|-93.4108|America/Chicago|10832
us-wi-tomah|Tomah|WI|US|43.9851|-90.5039|America/Chicago|10797
ca-bc-nelson|Nelson|BC|CA|49.4837|-117.2833|America/Vancouver|10796
us-tx-port-lavaca|Port Lavaca|TX|US|28.6160|-96.6297|America/Chicago|10716
us-hi-lihue|Lihue|HI|US|21.9815|-159.3710|Pacific/Honolulu|10695
ca-bc-dawson-creek|Dawson Creek|BC|CA|55.7670|-120.2333|America/Dawson_Creek|10677
ca-qc-amos|Amos|QC|CA|48.5666|-78.1167|America/Montreal|10476
us-wy-riverton|Riverton|WY|US|43.0282|-108.3950|America/Denver|10350
us-mi-hancock|Hancock|MI|US|47.1273|-88.5808|America/Detroit|10323
us-mt-havre|Havre|MT|US|48.5452|-109.6777|America/Denver|10267
us-wy-green-river|Green River|WY|US|41.5146|-109.4650|America/Denver|10240
ca-ab-hinton|Hinton|AB|CA|53.4000|-117.5834|America/Edmonton|10077
us-az-winslow|Winslow|AZ|US|35.2847|-110.7007|America/Denver|9931
us-hi-kailua-kona|Kailua-Kona|HI|US|19.6406|-155.9956|Pacific/Honolulu|9870
us-ak-palmer|Palmer|AK|US|61.5997|-149.1127|America/Anchorage|9848
ca-mb-selkirk|Selkirk|MB|CA|50.1500|-96.8833|America/Winnipeg|9820
us-or-astoria|Astoria|OR|US|46.1884|-123.8300|America/Los_Angeles|9773
us-az-safford|Safford|AZ|US|32.8338|-109.7069|America/Phoenix|9747
ca-mb-steinbach|Steinbach|MB|CA|49.5171|-96.6833|America/Winnipeg|9668
us-wi-rhinelander|Rhinelander|WI|US|45.6399|-89.4121|America/Chicago|9633
us-me-presque-isle|Presque Isle|ME|US|46.7934|-68.0022|America/New_York|9466
us-ca-crescent-city|Crescent City|CA|US|41.7565|-124.2005|America/Los_Angeles|9440
us-mi-petoskey|Petoskey|MI|US|45.3738|-84.9552|America/Detroit|9424
us-co-craig|Craig|CO|US|40.5173|-107.5504|America/Denver|9316
ca-sk-weyburn|Weyburn|SK|CA|49.6666|-103.8500|America/Regina|9303
us-ut-price|Price|UT|US|39.5998|-110.8100|America/Denver|9175
us-wy-cody|Cody|WY|US|44.5232|-109.0571|America/Denver|8977
ca-nl-labrador-city|Labrador City|NL|CA|52.9414|-66.9159|America/Goose_Bay|8840
ca-qc-baie-comeau|Baie-Comeau|QC|CA|49.2227|-68.1580|America/Montreal|8808
ca-mb-dauphin|Dauphin|MB|CA|51.1500|-100.0500|America/Winnipeg|8748
ca-on-kapuskasing|Kapuskasing|ON|CA|49.4167|-82.4333|America/Toronto|8732
us-mn-virginia|Virginia|MN|US|47.5237|-92.5364|America/Chicago|8709
us-co-trinidad|Trinidad|CO|US|37.1713|-104.5064|America/Denver|8702
ca-ns-amherst|Amherst|NS|CA|45.8166|-64.2166|America/Halifax|8632
us-co-lamar|Lamar|CO|US|38.0865|-102.6194|America/Denver|8567
us-ak-wasilla|Wasilla|AK|US|61.5817|-149.4394|America/Anchorage|8521
us-wy-rawlins|Rawlins|WY|US|41.7907|-107.2343|America/Denver|8458
us-mt-miles-city|Miles City|MT|US|46.4089|-105.8400|America/Denver|8400
us-ne-alliance|Alliance|NE|US|42.1014|-102.8702|America/Denver|8269
us-mn-crookston|Crookston|MN|US|47.7738|-96.6077|America/Chicago|8216
us-vt-montpelier|Montpelier|VT|US|44.2600|-72.5758|America/New_York|8183
us-ak-ketchikan|Ketchikan|AK|US|55.3562|-131.6640|America/Sitka|8121
us-nm-socorro|Socorro|NM|US|34.0621|-106.8990|America/Denver|8117
us-ak-sitka|Sitka|AK|US|57.0604|-135.3275|America/Sitka|8110
us-ne-mccook|McCook|NE|US|40.2056|-100.6262|America/Chicago|8003
ca-bc-powell-river|Powell River|BC|CA|49.8837|-124.5500|America/Vancouver|8000
us-nv-winnemucca|Winnemucca|NV|US|40.9734|-117.7347|America/Los_Angeles|7998
us-tx-pecos|Pecos|TX|US|31.4158|-103.4999|America/Chicago|7991
ca-on-dryden|Dryden|ON|CA|49.7833|-92.8333|America/Winnipeg|7862
us-ky-london|London|KY|US|37.1289|-84.0834|America/New_York|7844
us-ak-kodiak|Kodiak|AK|US|57.7900|-152.4070|America/Anchorage|7805
ca-bc-revelstoke|Revelstoke|BC|CA|51.0005|-118.1833|America/Vancouver|7601
us-tx-fort-stockton|Fort Stockton|TX|US|30.8917|-102.8850|America/Chicago|7434
ca-ns-yarmouth|Yarmouth|NS|CA|43.8308|-66.1126|America/Halifax|7433
us-nd-devils-lake|Devils Lake|ND|US|48.1122|-98.8597|America/Chicago|7312
us-ut-richfield|Richfield|UT|US|38.7725|-112.0833|America/Denver|7309
ca-ab-banff|Banff|AB|CA|51.1780|-115.5719|America/Edmonton|6897
us-nm-raton|Raton|NM|US|36.8974|-104.4399|America/Denver|6820
ca-on-parry-sound|Parry Sound|ON|CA|45.3337|-80.0330|America/Toronto|6787
us-tx-dalhart|Dalhart|TX|US|36.0608|-102.5186|America/Chicago|6764
us-wy-lander|Lander|WY|US|42.8330|-108.7326|America/Denver|6742
ca-nl-stephenville|Stephenville|NL|CA|48.5504|-58.5666|America/St_Johns|6666
us-ak-kenai|Kenai|AK|US|60.5544|-151.2580|America/Anchorage|6581
us-nm-truth-or-consequences|Truth or Consequences|NM|US|33.1336|-107.2529|America/Denver|6479
us-tx-alpine|Alpine|TX|US|30.3607|-103.6650|America/Chicago|6430
us-mi-ironwood|Ironwood|MI|US|46.4558|-90.1594|America/Menominee|6400
ca-qc-la-sarre|La Sarre|QC|CA|48.8000|-79.2000|America/Montreal|6367
us-or-tillamook|Tillamook|OR|US|45.4552|-123.8425|America/Los_Angeles|6352
ca-bc-fort-nelson|Fort Nelson|BC|CA|58.8167|-122.5330|America/Fort_Nelson|6315
us-co-gunnison|Gunnison|CO|US|38.5448|-106.9283|America/Denver|6273
us-ca-needles|Needles|CA|US|34.8484|-114.6134|America/Los_Angeles|6247
us-ne-sidney|Sidney|NE|US|41.1398|-102.9783|America/Denver|6222
ca-mb-flin-flon|Flin Flon|MB|CA|54.7666|-101.8833|America/Winnipeg|6198
ca-nu-iqaluit|Iqaluit|NU|CA|63.7505|-68.5002|America/Iqaluit|6124
us-wy-powell|Powell|WY|US|44.7587|-108.7584|America/Denver|6054
us-me-houlton|Houlton|ME|US|46.1255|-67.8397|America/New_York|6052
ca-ns-antigonish|Antigonish|NS|CA|45.6269|-61.9982|America/Halifax|5871
ca-bc-smithers|Smithers|BC|CA|54.7666|-127.1666|America/Vancouver|5842
us-wy-douglas|Douglas|WY|US|42.7565|-105.3845|America/Denver|5838
ca-ab-vegreville|Vegreville|AB|CA|53.5000|-112.0500|America/Edmonton|5746
us-ne-chadron|Chadron|NE|US|42.8279|-103.0031|America/Denver|5687
us-tx-childress|Childress|TX|US|34.4249|-100.2139|America/Chicago|5662
ca-mb-norway-house|Norway House|MB|CA|53.9666|-97.8333|America/Winnipeg|5500
ca-ab-stettler|Stettler|AB|CA|52.3330|-112.6833|America/Edmonton|5450
us-ak-bethel|Bethel|AK|US|60.7933|-161.7558|America/Anchorage|5441
us-ut-moab|Moab|UT|US|38.5737|-109.5492|America/Denver|5309
ca-nb-bathurst|Bathurst|NB|CA|47.6000|-65.6500|America/Moncton|5304
us-mt-glendive|Glendive|MT|US|47.1086|-104.7105|America/Denver|5278
us-nm-tucumcari|Tucumcari|NM|US|35.1698|-103.7255|America/Denver|5260
ca-on-new-liskeard|New Liskeard|ON|CA|47.5000|-79.6666|America/Toronto|5203
us-tx-falfurrias|Falfurrias|TX|US|27.2269|-98.1449|America/Chicago|5153
ca-sk-meadow-lake|Meadow Lake|SK|CA|54.1301|-108.4347|America/Regina|5082
us-mt-polson|Polson|MT|US|47.6880|-114.1567|America/Denver|5079
us-ak-homer|Homer|AK|US|59.6429|-151.5483|America/Anchorage|5022
ca-ab-peace-river|Peace River|AB|CA|56.2333|-117.2833|America/Edmonton|5015
us-ut-nephi|Nephi|UT|US|39.7103|-111.8355|America/Denver|4960
ca-mb-the-pas|The Pas|MB|CA|53.8166|-101.2333|America/Winnipeg|4929
ca-on-hearst|Hearst|ON|CA|49.7005|-83.6666|America/Toronto|4895
ca-bc-creston|Creston|BC|CA|49.1000|-116.5167|America/Creston|4816
ca-on-marathon|Marathon|ON|CA|48.7504|-86.3667|America/Toronto|4627
ca-on-sioux-lookout|Sioux Lookout|ON|CA|50.2630|-91.9166|America/Winnipeg|4570
us-me-bar-harbor|Bar Harbor|ME|US|44.3879|-68.2044|America/New_York|4484
us-az-willcox|Willcox|AZ|US|32.2532|-109.8314|America/Phoenix|4452
ca-on-cochrane|Cochrane|ON|CA|49.0670|-81.0166|America/Toronto|4441
ca-ns-liverpool|Liverpool|NS|CA|44.0400|-64.7200|America/Halifax|4331
ca-sk-kindersley|Kindersley|SK|CA|51.4670|-109.1333|America/Regina|4316
ca-nl-happy-valley-goose-bay|Happy Valley - Goose Bay|NL|CA|53.3000|-60.3000|America/Goose_Bay|4310
us-ks-goodland|Goodland|KS|US|39.3485|-101.7110|America/Denver|4259
us-ca-bishop|Bishop|CA|US|37.3640|-118.3941|America/Los_Angeles|4249
ca-sk-melville|Melville|SK|CA|50.9333|-102.8000|America/Regina|4226
us-mt-dillon|Dillon|MT|US|45.2157|-112.6840|America/Denver|4214
us-mt-hardin|Hardin|MT|US|45.7318|-107.6125|America/Denver|3976
ca-qc-st-augustin|St-Augustin|QC|CA|51.2423|-58.6470|America/Blanc-Sablon|3961
ca-nl-deer-lake|Deer Lake|NL|CA|49.1744|-57.4269|America/St_Johns|3953
us-nv-ely|Ely|NV|US|39.2470|-114.8877|America/Los_Angeles|3911
ca-nt-hay-river|Hay River|NT|CA|60.8500|-115.7000|America/Yellowknife|3774
ca-ns-windsor|Windsor|NS|CA|44.9806|-64.1291|America/Halifax|3759
ca-on-deer-lake|Deer Lake|ON|CA|52.6170|-94.0666|America/Winnipeg|3743
us-ca-mt-shasta|Mt. Shasta|CA|US|41.3104|-122.3094|America/Los_Angeles|3743
us-mn-ely|Ely|MN|US|47.9004|-91.8257|America/Chicago|3687
ca-on-atikokan|Atikokan|ON|CA|48.7504|-91.6166|America/Atikokan|3625
ca-ab-jasper|Jasper|AB|CA|52.8833|-118.0834|America/Edmonton|3505
ca-qc-gaspe|Gaspe|QC|CA|48.8373|-64.4934|America/Montreal|3504
ca-sk-la-ronge|La Ronge|SK|CA|55.1000|-105.3000|America/Regina|3427
us-ak-barrow|Barrow|AK|US|71.2906|-156.7886|America/Anchorage|3412
ca-nl-gander|Gander|NL|CA|48.9500|-54.5500|America/St_Johns|3345
us-id-salmon|Salmon|ID|US|45.1757|-113.8950|America/Boise|3297
us-ak-valdez|Valdez|AK|US|61.1360|-146.3483|America/Anchorage|3283
ca-nl-channel-port-aux-basques|Channel-Port aux Basques|NL|CA|47.5670|-59.1500|America/St_Johns|3232
ca-ab-fort-chipewyan|Fort Chipewyan|AB|CA|58.7171|-111.1500|America/Edmonton|3222
us-wy-thermopolis|Thermopolis|WY|US|43.6460|-108.2147|America/Denver|3195
us-mt-glasgow|Glasgow|MT|US|48.1840|-106.6353|America/Denver|3144
us-sd-mobridge|Mobridge|SD|US|45.5401|-100.4347|America/Chicago|3084
ca-nt-inuvik|Inuvik|NT|CA|68.3500|-133.7000|America/Inuvik|3022
us-ak-nome|Nome|AK|US|64.5061|-165.4064|America/Nome|3021
ca-ns-digby|Digby|NS|CA|44.6226|-65.7605|America/Halifax|3001
ca-ab-lac-la-biche|Lac La Biche|AB|CA|54.7719|-111.9647|America/Edmonton|2953
us-ak-seward|Seward|AK|US|60.1262|-149.4700|America/Anchorage|2900
ca-bc-lillooet|Lillooet|BC|CA|50.6837|-121.9333|America/Vancouver|2893
us-ak-kotzebue|Kotzebue|AK|US|66.8987|-162.5966|America/Nome|2874
us-ut-kanab|Kanab|UT|US|37.0474|-112.5255|America/Denver|2861
us-id-montpelier|Montpelier|ID|US|42.3226|-111.2969|America/Boise|2776
ca-nl-port-burwell|Port Burwell|NL|CA|60.2665|-64.7411|America/Goose_Bay|2762
ca-on-chapleau|Chapleau|ON|CA|47.8337|-83.4000|America/Toronto|2663
ca-qc-mistassini|Mistassini|QC|CA|50.4171|-73.8666|America/Montreal|2645
ca-bc-burns-lake|Burns Lake|BC|CA|54.2170|-125.7666|America/Vancouver|2633
ca-ns-shelburne|Shelburne|NS|CA|43.7656|-65.3194|America/Halifax|2553
us-ut-parowan|Parowan|UT|US|37.8425|-112.8272|America/Denver|2533
ca-mb-nelson-house|Nelson House|MB|CA|55.8005|-98.8500|America/Winnipeg|2500
ca-nu-rankin-inlet|Rankin Inlet|NU|CA|62.8167|-92.0953|America/Rankin_Inlet|2403
ca-ab-athabasca|Athabasca|AB|CA|54.7170|-113.2666|America/Edmonton|2400
us-ak-prudhoe-bay|Prudhoe Bay|AK|US|70.2922|-148.6694|America/Anchorage|2337
ca-mb-gimli|Gimli|MB|CA|50.6333|-97.0000|America/Winnipeg|2316
us-sd-lead|Lead|SD|US|44.3508|-103.7658|America/Denver|2311
ca-bc-port-hardy|Port Hardy|BC|CA|50.7171|-127.5000|America/Vancouver|2295
ca-on-wiarton|Wiarton|ON|CA|44.7337|-81.1333|America/Toronto|2182
ca-on-wawa|Wawa|ON|CA|48.0004|-84.7833|America/Toronto|2174
us-wv-white-sulphur-springs|White Sulphur Springs|WV|US|37.7939|-80.3035|America/New_York|2154
us-fl-apalachicola|Apalachicola|FL|US|29.7256|-84.9925|America/New_York|2134
ca-sk-biggar|Biggar|SK|CA|52.0504|-107.9833|America/Regina|2130
us-nc-kitty-hawk|Kitty Hawk|NC|US|36.0773|-75.7047|America/New_York|2110
us-az-gila-bend|Gila Bend|AZ|US|32.9504|-112.7247|America/Phoenix|2012
us-nv-tonopah|Tonopah|NV|US|38.0670|-117.2290|America/Los_Angeles|1993
us-ak-unalaska|Unalaska|AK|US|53.8686|-166.5316|America/Nome|1939
ca-sk-hudson-bay|Hudson Bay|SK|CA|52.8504|-102.3833|America/Regina|1909
ca-nu-arviat|Arviat|NU|CA|61.1086|-94.0586|America/Rankin_Inlet|1868
us-ut-monticello|Monticello|UT|US|37.8718|-109.3422|America/Denver|1812
ca-on-attawapiskat|Attawapiskat|ON|CA|52.9166|-82.4333|America/Toronto|1802
us-tx-van-horn|Van Horn|TX|US|31.0425|-104.8322|America/Chicago|1797
us-me-calais|Calais|ME|US|45.1660|-67.2424|America/New_York|1782
ca-on-red-lake|Red Lake|ON|CA|51.0337|-93.8333|America/Winnipeg|1765
ca-on-moosonee|Moosonee|ON|CA|51.2806|-80.6580|America/Toronto|1725
us-ak-dillingham|Dillingham|AK|US|59.0566|-158.4803|America/Anchorage|1710
us-ak-wrangell|Wrangell|AK|US|56.4713|-132.3716|America/Sitka|1659
ca-bc-tofino|Tofino|BC|CA|49.1521|-125.9031|America/Vancouver|1655
us-ak-cordova|Cordova|AK|US|60.5428|-145.7575|America/Anchorage|1623
ca-nu-igloolik|Igloolik|NU|CA|69.2565|-81.7936|America/Iqaluit|1612
ca-qc-inukjuak|Inukjuak|QC|CA|58.4700|-78.1360|America/Montreal|1597
ca-on-little-current|Little Current|ON|CA|45.9670|-81.9333|America/Toronto|1595
ca-nu-baker-lake|Baker Lake|NU|CA|64.3170|-96.0167|America/Rankin_Inlet|1584
ca-qc-matagami|Matagami|QC|CA|49.7504|-77.6333|America/Montreal|1575
ca-nu-pond-inlet|Pond Inlet|NU|CA|72.6850|-78.0001|America/Iqaluit|1549
ca-nu-cambridge-bay|Cambridge Bay|NU|CA|69.1170|-105.0333|America/Cambridge_Bay|1477
ca-qc-cap-chat|Cap-Chat|QC|CA|49.1000|-66.6833|America/Montreal|1475
us-or-john-day|John Day|OR|US|44.4165|-118.9520|America/Los_Angeles|1438
ca-on-thessalon|Thessalon|ON|CA|46.2500|-83.5500|America/Toronto|1417
ca-bc-bella-bella|Bella Bella|BC|CA|52.1484|-128.1173|America/Vancouver|1400
us-az-tombstone|Tombstone|AZ|US|31.7131|-110.0669|America/Phoenix|1397
ca-on-cobalt|Cobalt|ON|CA|47.3837|-79.6833|America/Toronto|1372
ca-nu-cape-dorset|Cape Dorset|NU|CA|64.3125|-76.5386|America/Iqaluit|1326
ca-nu-pangnirtung|Pangnirtung|NU|CA|66.1333|-65.7500|America/Pangnirtung|1320
ca-yt-dawson|Dawson City|YT|CA|64.0666|-139.4167|America/Dawson|1319
ca-nu-kugluktuk|Kugluktuk|NU|CA|67.7987|-115.1254|America/Cambridge_Bay|1302
ca-on-geraldton|Geraldton|ON|CA|49.7166|-86.9666|America/Toronto|1290
ca-mb-gillam|Gillam|MB|CA|56.3500|-94.7000|America/Winnipeg|1281
ca-qc-kuujjuaq|Kuujjuaq|QC|CA|58.1000|-68.4000|America/Montreal|1273
ca-ab-lake-louise|Lake Louise|AB|CA|51.4337|-116.1833|America/Edmonton|1248
ca-qc-kuujjuarapik|Kuujjuarapik|QC|CA|55.2815|-77.7658|America/Montreal|1243
ca-on-nipigon|Nipigon|ON|CA|49.0170|-88.2500|America/Nipigon|1204
ca-nl-nain|Nain|NL|CA|56.5474|-61.6860|America/Goose_Bay|1151
ca-nu-gjoa-haven|Gjoa Haven|NU|CA|68.6333|-95.9167|America/Cambridge_Bay|1109
us-ak-talkeetna|Talkeetna|AK|US|62.3238|-150.1094|America/Anchorage|1078
ca-nt-fort-mcpherson|Fort McPherson|NT|CA|67.4915|-134.8950|America/Yellowknife|1069
us-az-grand-canyon|Grand Canyon|AZ|US|36.0548|-112.1386|America/Phoenix|1069
ca-nl-argentia|Argentia|NL|CA|47.3004|-53.9900|America/St_Johns|1063
us-ak-denali-park|Denali Park|AK|US|63.7331|-148.9141|America/Anchorage|1063
us-id-wallace|Wallace|ID|US|47.4742|-115.9269|America/Los_Angeles|1028
us-ak-kotlit|Kotlit|AK|US|63.0346|-163.5533|America/Nome|1002
ca-mb-churchill|Churchill|MB|CA|58.7660|-94.1660|America/Winnipeg|962
us-ak-skagway|Skagway|AK|US|59.4583|-135.3139|America/Juneau|955
ca-nt-tuktoyaktuk|Tuktoyaktuk|NT|CA|69.4548|-133.0492|America/Yellowknife|900
ca-nu-repulse-bay|Repulse Bay|NU|CA|66.5295|-86.2829|America/Rankin_Inlet|874
ca-mb-shamattawa|Shamattawa|MB|CA|55.8504|-92.0833|America/Winnipeg|870
ca-ns-baddeck|Baddeck|NS|CA|46.1000|-60.7540|America/Halifax|852
ca-nu-coral-harbour|Coral Harbour|NU|CA|64.1538|-83.1766|America/Coral_Harbour|834
us-ak-fort-yukon|Fort Yukon|AK|US|66.5647|-145.2738|America/Anchorage|833
us-ak-selawik|Selawik|AK|US|66.6039|-160.0094|America/Anchorage|832
ca-nl-la-scie|La Scie|NL|CA|49.9670|-55.5830|America/St_Johns|817
ca-yt-watson-lake|Watson Lake|YT|CA|60.1166|-128.8000|America/Whitehorse|802
ca-nu-taloyoak|Taloyoak|NU|CA|69.5333|-93.5333|America/Cambridge_Bay|774
us-ak-mountain-village|Mountain Village|AK|US|62.0855|-163.7290|America/Nome|755
us-ak-unalakleet|Unalakleet|AK|US|63.8734|-160.7881|America/Anchorage|741
ca-qc-natashquan|Natashquan|QC|CA|50.1913|-61.8107|America/Montreal|722
ca-nl-buchans|Buchans|NL|CA|48.8170|-56.8666|America/St_Johns|685
us-ak-gambell|Gambell|AK|US|63.7797|-171.7311|America/Nome|681
us-ak-sand-point|Sand Point|AK|US|55.3397|-160.4972|America/Anchorage|667
ca-nu-hall-beach|Hall Beach|NU|CA|68.7675|-81.2361|America/Iqaluit|654
ca-nt-norman-wells|Norman Wells|NT|CA|65.2837|-126.8500|America/Yellowknife|650
us-ak-hooper-bay|Hooper Bay|AK|US|61.5311|-166.0966|America/Nome|623
ca-nu-arctic-bay|Arctic Bay|NU|CA|73.0333|-85.1666|America/Rankin_Inlet|604
ca-nt-fort-good-hope|Fort Good Hope|NT|CA|66.2666|-128.6333|America/Yellowknife|597
us-ak-big-delta|Big Delta|AK|US|64.1525|-145.8422|America/Anchorage|591
ca-qc-mingan|Mingan|QC|CA|50.3018|-64.0173|America/Montreal|588
ca-qc-kangirsuk|Kangirsuk|QC|CA|60.0248|-69.9991|America/Montreal|549
us-ca-mendocino|Mendocino|CA|US|39.3078|-123.7994|America/Los_Angeles|548
ca-bc-sandspit|Sandspit|BC|CA|53.2404|-131.8333|America/Vancouver|538
ca-mb-berens-river|Berens River|MB|CA|52.3666|-97.0333|America/Winnipeg|523
ca-ab-fort-smith|Fort Smith|AB|CA|60.0000|-111.8833|America/Yellowknife|518
ca-nl-cartwright|Cartwright|NL|CA|53.7014|-57.0121|America/Goose_Bay|505
us-ak-aniak|Aniak|AK|US|61.5787|-159.5222|America/Anchorage|501
us-ak-galena|Galena|AK|US|64.7333|-156.9270|America/Anchorage|485
ca-mb-lynn-lake|Lynn Lake|MB|CA|56.8500|-101.0500|America/Winnipeg|482
ca-qc-schefferville|Schefferville|QC|CA|54.8000|-66.8167|America/Montreal|471
us-ak-point-hope|Point Hope|AK|US|68.3477|-166.8080|America/Nome|461
ca-nl-trout-river|Trout River|NL|CA|49.4837|-58.1166|America/St_Johns|452
ca-nt-holman|Holman|NT|CA|70.7334|-117.7500|America/Yellowknife|449
ca-nl-forteau|Forteau|NL|CA|51.4504|-56.9500|America/St_Johns|448
ca-nt-fort-resolution|Fort Resolution|NT|CA|61.1666|-113.6830|America/Yellowknife|448
ca-nl-hopedale|Hopedale|NL|CA|55.4500|-60.2167|America/Goose_Bay|442
ca-mb-pukatawagan|Pukatawagan|MB|CA|55.7333|-101.3166|America/Winnipeg|431
ca-nl-trepassey|Trepassey|NL|CA|46.7370|-53.3633|America/St_Johns|398
ca-nt-deline|Déline|NT|CA|65.1833|-123.4167|America/Yellowknife|394
ca-nu-kimmirut|Kimmirut|NU|CA|62.8500|-69.8833|America/Iqaluit|385
us-ak-hydaburg|Hydaburg|AK|US|55.2140|-132.8006|America/Sitka|382
ca-nu-chesterfield-inlet|Chesterfield Inlet|NU|CA|63.3383|-90.7001|America/Rankin_Inlet|374
us-ak-kivalina|Kivalina|AK|US|67.7315|-164.4859|America/Nome|374
us-ak-hoonah|Hoonah|AK|US|58.1154|-135.4386|America/Juneau|361
us-ak-tununak|Tununak|AK|US|60.5855|-165.2558|America/Nome|352
ca-qc-eastmain|Eastmain|QC|CA|52.2333|-78.5167|America/Montreal|335
ca-bc-dease-lake|Dease Lake|BC|CA|58.4503|-130.0333|America/Vancouver|303
ca-nt-paulatuk|Paulatuk|NT|CA|69.3833|-123.9833|America/Yellowknife|294
us-ak-king-salmon|King Salmon|AK|US|58.6887|-156.6614|America/Anchorage|292
us-ak-tanana|Tanana|AK|US|65.1719|-152.0788|America/Anchorage|292
ca-qc-chevery|Chevery|QC|CA|50.4813|-59.6098|America/Blanc-Sablon|284
ca-nt-fort-simpson|Fort Simpson|NT|CA|61.8500|-121.3333|America/Yellowknife|283
ca-mb-brochet|Brochet|MB|CA|57.8832|-101.6666|America/Winnipeg|278
ca-on-cat-lake|Cat Lake|ON|CA|51.7170|-91.8000|America/Winnipeg|277
ca-qc-radisson|Radisson|QC|CA|53.7836|-77.6166|America/Montreal|270
ca-qc-port-menier|Port-Menier|QC|CA|49.8226|-64.3480|America/Montreal|263
us-ak-ambler|Ambler|AK|US|67.0865|-157.8514|America/Anchorage|258
us-ak-shishmaref|Shishmaref|AK|US|66.2570|-166.0719|America/Nome|254
us-ak-koyuk|Koyuk|AK|US|64.9403|-161.1575|America/Anchorage|254
us-ak-quinhagak|Quinhagak|AK|US|59.7492|-161.9158|America/Anchorage|250
ca-nu-resolute|Resolute|NU|CA|74.6833|-94.9000|America/Resolute|240
us-ak-togiak|Togiak|AK|US|59.0704|-160.3783|America/Anchorage|236
us-ak-goodnews-bay|Goodnews Bay|AK|US|59.1210|-161.5871|America/Anchorage|230
ca-nl-st-anthony|St. Anthony|NL|CA|51.3837|-55.6000|America/St_Johns|224
us-ak-cantwell|Cantwell|AK|US|63.3916|-148.9508|America/Anchorage|222
us-ak-atqasuk|Atqasuk|AK|US|70.4694|-157.3958|America/Anchorage|201
ca-ab-meander-river|Meander River|AB|CA|59.0333|-117.6830|America/Edmonton|200
ca-nl-port-hope-simpson|Port Hope Simpson|NL|CA|52.5333|-56.3000|America/St_Johns|197
us-ak-kaltag|Kaltag|AK|US|64.3272|-158.7219|America/Anchorage|190
ca-mb-oxford-house|Oxford House|MB|CA|54.9504|-95.2666|America/Winnipeg|184
us-ak-whittier|Whittier|AK|US|60.7842|-148.6777|America/Anchorage|177
ca-nt-tsiigehtchic|Tsiigehtchic|NT|CA|67.4333|-133.7500|America/Yellowknife|175
us-ak-wainwright|Wainwright|AK|US|70.6369|-160.0383|America/Anchorage|174
us-ak-newhalen|Newhalen|AK|US|59.7203|-154.8972|America/Anchorage|160
ca-qc-ivugivik|Ivugivik|QC|CA|62.4166|-77.9000|America/Montreal|156
us-ak-cold-bay|Cold Bay|AK|US|55.2000|-162.7151|America/Nome|154
ca-sk-stony-rapids|Stony Rapids|SK|CA|59.2666|-105.8333|America/Regina|152
us-ak-kobuk|Kobuk|AK|US|66.9072|-156.8810|America/Anchorage|151
us-ak-mcgrath|McGrath|AK|US|62.9568|-155.5958|America/Anchorage|138
us-ak-tanacross|Tanacross|AK|US|63.3857|-143.3464|America/Anchorage|136
ca-on-fort-severn|Fort Severn|ON|CA|55.9833|-87.6500|America/Toronto|125
ca-nl-rigolet|Rigolet|NL|CA|54.1766|-58.4473|America/Goose_Bay|124
ca-on-lansdowne-house|Lansdowne House|ON|CA|52.2166|-87.8833|America/Toronto|120
us-ak-gulkana|Gulkana|AK|US|62.2714|-145.3822|America/Anchorage|119
us-ak-chignik|Chignik|AK|US|56.2957|-158.4022|America/Anchorage|118
us-ak-perryville|Perryville|AK|US|55.9186|-159.1511|America/Anchorage|113
us-ak-yakutat|Yakutat|AK|US|59.5473|-139.7272|America/Yakutat|109
ca-qc-salluit|Salluit|QC|CA|62.1826|-75.6595|America/Montreal|106
us-ak-eagle|Eagle|AK|US|64.7880|-141.2000|America/Anchorage|104
ca-nt-lutselke|Lutselke|NT|CA|62.4001|-110.7333|America/Yellowknife|102
us-ak-port-heiden|Port Heiden|AK|US|56.9491|-158.6269|America/Anchorage|102
us-ak-koyukuk|Koyukuk|AK|US|64.8803|-157.7008|America/Anchorage|101
us-ak-kaktovik|Kaktovik|AK|US|70.0879|-143.6029|America/Anchorage|101
us-ak-emmonak|Emmonak|AK|US|62.7770|-164.5230|America/Nome|100
us-ak-circle|Circle|AK|US|65.8259|-144.0605|America/Anchorage|100
us-ak-mekoryuk|Mekoryuk|AK|US|60.3886|-166.1899|America/Nome|99
us-ak-wales|Wales|AK|US|65.6096|-168.0875|America/Nome|99
ca-nu-alert|Alert|NU|CA|82.4833|-62.2500|America/Pangnirtung|98
us-ak-allakaket|Allakaket|AK|US|66.5655|-152.6455|America/Anchorage|97
us-ak-karluk|Karluk|AK|US|57.5723|-154.4550|America/Anchorage|96
ca-sk-uranium-city|Uranium City|SK|CA|59.5666|-108.6166|America/Regina|89
us-ak-teller|Teller|AK|US|65.2636|-166.3608|America/Nome|83
us-ak-hughes|Hughes|AK|US|66.0492|-154.2550|America/Anchorage|78
ca-nl-churchill-falls|Churchill Falls|NL|CA|53.5264|-63.9807|America/Goose_Bay|75
us-ak-nyac|Nyac|AK|US|61.0041|-159.9405|America/Anchorage|75
us-ak-nenana|Nenana|AK|US|64.5638|-149.0930|America/Anchorage|75
ca-yt-burwash-landing|Burwash Landing|YT|CA|61.3504|-139.0000|America/Whitehorse|73
us-ak-pilot-point|Pilot Point|AK|US|57.5646|-157.5691|America/Anchorage|68
us-ak-atka|Atka|AK|US|52.1965|-174.2005|America/Adak|61
us-ak-false-pass|False Pass|AK|US|54.8512|-163.4150|America/Nome|35
us-ak-lake-minchumina|Lake Minchumina|AK|US|63.8828|-152.3122|America/Anchorage|32
us-ak-red-devil|Red Devil|AK|US|61.7610|-157.3125|America/Anchorage|24
ca-nu-grise-fiord|Grise Fiord|NU|CA|76.4417|-82.9500|America/Iqaluit|23
us-ak-nikolski|Nikolski|AK|US|52.9384|-168.8677|America/Nome|18
us-ak-wiseman|Wiseman|AK|US|67.4105|-150.1075|America/Anchorage|14
ca-mb-island-lake|Island Lake|MB|CA|53.9666|-94.7666|America/Winnipeg|10
ca-on-big-beaver-house|Big Beaver House|ON|CA|52.9500|-89.8833|America/Winnipeg|10
us-ak-montana|Montana|AK|US|62.0797|-150.0728|America/Anchorage|10
ca-nu-ennadai|Ennadai|NU|CA|61.1333|-100.8833|America/Rankin_Inlet|0
`;
