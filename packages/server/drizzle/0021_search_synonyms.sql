-- Synonyms for search (issue 29): trade names and the Hindi, Kannada and Tamil words builders in
-- Bangalore, Chennai and Coimbatore type in Latin letters. A search word found here also matches its
-- alternatives (in search normal form), never instead of itself. Each has a note of what it means.
CREATE TABLE "search_synonyms" (
	"word" text PRIMARY KEY NOT NULL,
	"alternatives" text[] NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_synonyms" ("word", "alternatives", "note") VALUES
	('saria', ARRAY['tmt'], 'Hindi sariya: steel reinforcement bars (TMT)'),
	('sariya', ARRAY['tmt'], 'Hindi: steel reinforcement bars (TMT)'),
	('sarya', ARRAY['tmt'], 'Hindi sariya, short spelling: TMT bars'),
	('rod', ARRAY['tmt'], 'Trade: reinforcement rods are TMT bars'),
	('kambi', ARRAY['tmt'], 'Tamil/Kannada: steel rod, reinforcement bar'),
	('balu', ARRAY['sand'], 'Hindi baalu: sand'),
	('reti', ARRAY['sand'], 'Hindi: sand'),
	('manal', ARRAY['sand'], 'Tamil: sand'),
	('maralu', ARRAY['sand'], 'Kannada: sand'),
	('gitti', ARRAY['jelly', 'aggregate'], 'Hindi: stone chips, coarse aggregate'),
	('jalli', ARRAY['jelly', 'aggregate'], 'Kannada/Tamil: crushed stone aggregate (jelly)'),
	('eent', ARRAY['brick'], 'Hindi: brick'),
	('itta', ARRAY['brick'], 'Kannada itti/Tamil sengal: brick'),
	('siporex', ARRAY['aac'], 'Trade name for AAC (autoclaved aerated concrete) blocks'),
	('sunmica', ARRAY['laminate'], 'Trade name for decorative laminate sheets'),
	('commode', ARRAY['closet'], 'Western closet (toilet)'),
	('tin', ARRAY['gi', 'metal'], 'Tin sheet: GI or colour-coated metal roofing sheet'),
	('marine', ARRAY['bwp'], 'Marine ply: boiling-water-proof (BWP) plywood'),
	('chokhat', ARRAY['frame'], 'Hindi: door frame'),
	('tap', ARRAY['mixer', 'faucet'], 'Tap: bath fittings (mixers, faucets)'),
	('nal', ARRAY['mixer', 'faucet'], 'Hindi: tap'),
	('jelly', ARRAY['aggregate'], 'South Indian trade word for crushed stone aggregate');
