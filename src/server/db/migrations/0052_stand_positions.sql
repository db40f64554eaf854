-- Where a stand stands round the ground (issue 20): a side of the pitch or a corner, set in the
-- seat map editor and drawn by the stadium overview. Only areas (containers without a parent)
-- have one; NULL leaves the stand to the overview's order-based placing (ADR 0056). Stands on the
-- same side keep the seat map's order along it.
ALTER TABLE event_containers ADD COLUMN stand_position text;
ALTER TABLE event_containers ADD CONSTRAINT event_containers_stand_position CHECK (
  stand_position IS NULL
  OR (parent_id IS NULL
      AND stand_position IN ('north', 'south', 'east', 'west',
                             'north_east', 'north_west', 'south_east', 'south_west'))
);
