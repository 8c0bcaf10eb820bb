"""What every lesson file and question kind is made of: fields, parts, YAML marks."""
