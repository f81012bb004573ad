print("sectiongrid")
