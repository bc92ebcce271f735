// Route tests run against the hub in-process; nothing global to prepare yet beyond a quiet environment.
process.env.LOG_LEVEL = 'silent';
