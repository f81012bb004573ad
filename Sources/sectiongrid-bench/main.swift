// The benchmark suite (issue 6) is being written; see README "Performance".
print("sectiongrid-bench: not written yet")
