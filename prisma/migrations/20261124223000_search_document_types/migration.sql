-- Keyword search also reads the vehicle type (name and slug), the model's subtype and the boat
-- type, so "pontoon" finds pontoon boats and "boats" finds boats. Year, make and model stay the
-- heaviest part of the document; the listing keeps its copy through vehicles_copy_to_listing.
CREATE OR REPLACE FUNCTION vehicles_search_document_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  make_name    text;
  model_name   text;
  subtype_name text;
  type_name    text;
  type_slug    text;
BEGIN
  SELECT name INTO make_name FROM vehicle_makes WHERE id = NEW.vehicle_make_id;
  SELECT md.name, st.name INTO model_name, subtype_name
    FROM vehicle_models md LEFT JOIN vehicle_subtypes st ON st.id = md.subtype_id
   WHERE md.id = NEW.vehicle_model_id;
  SELECT name, slug INTO type_name, type_slug FROM vehicle_types WHERE id = NEW.vehicle_type_id;
  NEW.search_document :=
    setweight(to_tsvector('english', concat_ws(' ', NEW.year::text, make_name, model_name)), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', type_name, type_slug, subtype_name, replace(NEW.boat_type, '-', ' '))), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B');
  RETURN NEW;
END;
$$;

DROP TRIGGER vehicles_search_document_trigger ON vehicles;
CREATE TRIGGER vehicles_search_document_trigger
  BEFORE INSERT OR UPDATE OF year, vehicle_type_id, vehicle_make_id, vehicle_model_id, boat_type, description ON vehicles
  FOR EACH ROW EXECUTE FUNCTION vehicles_search_document_refresh();

-- Rebuild every document; the update trigger copies each one to the vehicle's listing.
UPDATE vehicles SET description = description;
